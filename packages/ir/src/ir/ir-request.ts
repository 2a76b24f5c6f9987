import type { IrAssistantPart, IrTextPart, IrToolCallKind, IrToolResultPart, IrUserPart } from './ir-content.js';
import type { FormatId } from '../format-id.js';
import type { IrLogprobsRequest } from './ir-logprobs.js';

/** A system or developer instruction at its place in the conversation (Claude Code and Codex send them mid-way). */
export type IrSystemMessage = { role: 'system'; content: IrTextPart[]; developer?: boolean };
export type IrUserMessage = { role: 'user'; content: IrUserPart[] };
export type IrAssistantMessage = { role: 'assistant'; content: IrAssistantPart[]; id?: string };
/** One tool result; several results in a row belong to the same turn. */
export type IrToolMessage = {
  role: 'tool';
  callId: string;
  content: string | IrToolResultPart[];
  isError?: boolean;
  kind: IrToolCallKind;
  cacheControl?: unknown;
};

/** `sourcePath`: where the message came from in the source request (JSON pointer), for warnings. */
export type IrMessage = (IrSystemMessage | IrUserMessage | IrAssistantMessage | IrToolMessage) & { sourcePath?: string };

export type IrFunctionTool = {
  kind: 'function';
  name: string;
  description?: string;
  parameters?: unknown;
  strict?: boolean;
  namespace?: string;
  cacheControl?: unknown;
};
/** Codex freeform tool (e.g. apply_patch): one string of input, with an optional grammar. */
export type IrCustomTool = { kind: 'custom'; name: string; description?: string; format?: unknown };
export type IrToolSearchTool = { kind: 'tool_search'; description?: string; parameters?: unknown; execution?: string };
/** A tool the provider runs itself (web_search, Anthropic server tools): only meaningful to its own format. */
export type IrHostedTool = { kind: 'hosted'; format: FormatId; type: string; name?: string; raw: unknown };
export type IrTool = IrFunctionTool | IrCustomTool | IrToolSearchTool | IrHostedTool;

export type IrToolChoice =
  | { type: 'auto' }
  | { type: 'none' }
  | { type: 'required' }
  | { type: 'tool'; name: string; namespace?: string };

export type IrReasoningEffort = 'none' | 'minimal' | 'low' | 'medium' | 'high' | 'xhigh' | 'max';

export type IrReasoningConfig = {
  /** `false`: explicitly off; `true`: on; missing: not said. */
  enabled?: boolean;
  adaptive?: boolean;
  budgetTokens?: number;
  effort?: IrReasoningEffort;
  summary?: string;
  /**
   * Where the client chose how much of its reasoning comes back (a summary, or none), as a JSON pointer into its
   * request; set whenever it chose, so a target that has no such choice reports the field as dropped.
   */
  summaryPath?: string;
};

export type IrResponseFormat =
  | { type: 'text' }
  | { type: 'json_object' }
  | { type: 'json_schema'; name?: string; schema: unknown; strict?: boolean; description?: string };

export type IrRequest = {
  model?: string;
  /** Leading instructions: Anthropic `system`, leading chat system/developer messages, Responses `instructions`. */
  system: IrTextPart[];
  /** True when the leading instructions were developer messages (Codex), so they go back as such. */
  systemIsDeveloper?: boolean;
  messages: IrMessage[];
  /** Where the conversation is in the source request (JSON pointer: `/messages`, `/input`), for errors about it. */
  messagesPath?: string;
  tools: IrTool[];
  toolChoice?: IrToolChoice;
  parallelToolCalls?: boolean;
  maxOutputTokens?: number;
  temperature?: number;
  topP?: number;
  topK?: number;
  stopSequences?: string[];
  stream?: boolean;
  reasoning?: IrReasoningConfig;
  responseFormat?: IrResponseFormat;
  verbosity?: string;
  user?: string;
  promptCacheKey?: string;
  metadata?: Record<string, string>;
  /** Responses include[] entries (e.g. reasoning.encrypted_content), kept for the Responses encoder. */
  include?: string[];
  store?: boolean;
  /** OpenAI's service tiers (`auto`, `default`, `flex`, `priority`…); Anthropic's `standard_only` reads as `default`. */
  serviceTier?: string;
  /** OpenAI `prompt_cache_retention` (`in_memory`, `24h`). */
  promptCacheRetention?: string;
  /** Token log probabilities asked for: chat `logprobs`/`top_logprobs`, Responses `include` or `top_logprobs`. */
  logprobs?: IrLogprobsRequest;
};
