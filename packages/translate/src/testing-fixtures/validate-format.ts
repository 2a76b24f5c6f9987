import { validateMessagesRequest, validateMessagesResponse, validateMessagesStreamEvent } from '@modelgate/anthropic-messages';
import { validateChatRequest, validateChatResponse, validateChatStreamChunk } from '@modelgate/openai-chat';
import { validateResponsesRequest, validateResponsesResponse, validateResponsesStreamEvent } from '@modelgate/openai-responses';
import type { FormatId } from '@modelgate/ir';

type Issues = { ok: true } | { ok: false; issues: { path: string; message: string }[] };
type Validator = (value: unknown) => Issues;

const REQUEST: Record<FormatId, Validator> = {
  'openai-chat': validateChatRequest,
  'openai-responses': validateResponsesRequest,
  'anthropic-messages': validateMessagesRequest,
};
const RESPONSE: Record<FormatId, Validator> = {
  'openai-chat': validateChatResponse,
  'openai-responses': validateResponsesResponse,
  'anthropic-messages': validateMessagesResponse,
};
const STREAM_EVENT: Record<FormatId, Validator> = {
  'openai-chat': validateChatStreamChunk,
  'openai-responses': validateResponsesStreamEvent,
  'anthropic-messages': validateMessagesStreamEvent,
};

function describe(result: Issues): string[] {
  return result.ok ? [] : result.issues.map((issue) => `${issue.path || '/'}: ${issue.message}`);
}

/** Schema issues of a request body in `format` (the format package's own validator); [] when valid. */
export const requestIssues = (format: FormatId, body: unknown): string[] => describe(REQUEST[format](body));
export const responseIssues = (format: FormatId, body: unknown): string[] => describe(RESPONSE[format](body));
export const streamEventIssues = (format: FormatId, event: unknown): string[] => describe(STREAM_EVENT[format](event));
