import type { FormatId } from '@modelgate/ir';

/** The wire format a scripted upstream speaks. */
export type UpstreamKind = FormatId;

/** What the scripted upstream decided to answer. */
export type UpstreamReply = 'tool-call' | 'final-answer' | 'injected-error' | 'no-shell-tool' | 'rejected' | 'not-found';

/** One request a scripted upstream received, with what it made of it. */
export type UpstreamRequestRecord = {
  kind: UpstreamKind;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  stream: boolean;
  reply: UpstreamReply;
  /** What a real upstream of this kind would have rejected or what looks wrong; empty when fine. */
  problems: string[];
  toolNames: string[];
  /** The tool result found in the last message (in this upstream's own format). */
  toolResult?: { ids: string[]; text: string; matchesAssistantCall: boolean };
  /** The answer carried reasoning that must come back on the replayed turn (Anthropic thinking, chat reasoning_content, Responses reasoning item). */
  thinking?: boolean;
  /** The usage this upstream reported in its answer (what the ledger should settle). */
  reportedUsage?: { inputTokens: number; outputTokens: number };
};

/** What a script answers: status, headers and the body as chunks written in order. */
export type ScriptedAnswer = {
  status: number;
  headers: Record<string, string>;
  chunks: string[];
  record: Omit<UpstreamRequestRecord, 'kind' | 'method' | 'path' | 'headers' | 'body'>;
};

/** `reset` forgets per-run state (which models already had their one injected error). */
export type UpstreamScript = { kind: UpstreamKind; path: string; answer(body: unknown): ScriptedAnswer; reset(): void };
