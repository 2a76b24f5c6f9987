import type { FormatId } from '../format-id.js';
import type { IrTokenLogprob } from './ir-logprobs.js';

/** Provider-bound reasoning data (a thinking signature, redacted thinking, or Responses encrypted_content). */
export type IrOpaqueReasoning = { format: FormatId; kind: 'signature' | 'redacted' | 'encrypted'; value: string; /** Responses reasoning item id. */ id?: string };

/** `logprobs`: the answer's token log probabilities, when the client asked for them and the upstream gave them. */
export type IrTextPart = { type: 'text'; text: string; cacheControl?: unknown; logprobs?: IrTokenLogprob[] };

export type IrImagePart = {
  type: 'image';
  source: { kind: 'base64'; mediaType: string; data: string } | { kind: 'url'; url: string };
  detail?: string;
};

export type IrFilePart = {
  type: 'file';
  data?: string;
  mediaType?: string;
  url?: string;
  fileId?: string;
  filename?: string;
};

/** Reasoning output: Anthropic thinking / redacted_thinking, a Responses reasoning item, chat reasoning_content. */
export type IrReasoningPart = {
  type: 'reasoning';
  text: string;
  summary?: string[];
  opaque?: IrOpaqueReasoning;
  id?: string;
};

export type IrToolCallKind = 'function' | 'custom' | 'tool_search';

/** A tool call. `arguments` is the JSON text for functions and the raw input text for custom tools. */
export type IrToolCallPart = {
  type: 'tool-call';
  callId: string;
  name: string;
  arguments: string;
  kind: IrToolCallKind;
  namespace?: string;
  itemId?: string;
};

export type IrRefusalPart = { type: 'refusal'; text: string };

export type IrUserPart = IrTextPart | IrImagePart | IrFilePart;
export type IrAssistantPart = IrTextPart | IrReasoningPart | IrToolCallPart | IrRefusalPart;
export type IrToolResultPart = IrTextPart | IrImagePart | IrFilePart;
