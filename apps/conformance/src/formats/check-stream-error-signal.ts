import { isJsonObject } from '../http/parse-json-body.js';
import type { SseMessage } from '@modelgate/ir';
import { parseFrameJson } from './parse-frame-json.js';

function events(frames: readonly SseMessage[]): { frame: SseMessage; json: Record<string, unknown> }[] {
  return parseFrameJson(frames).flatMap(({ frame, json }) => (isJsonObject(json) ? [{ frame, json }] : []));
}

function hasMessage(error: unknown): boolean {
  return isJsonObject(error) && typeof error.message === 'string' && error.message.length > 0;
}

/** Chat: a `data: {"error":{message,…}}` frame, which the OpenAI SDK throws on (PROTOCOLS §7.1). */
export function checkChatStreamErrorSignal(frames: readonly SseMessage[]): string[] {
  return events(frames).some(({ json }) => hasMessage(json.error))
    ? []
    : ['no data: {"error":{…}} frame: a chat client cannot tell the stream failed'];
}

/** Responses: a `response.failed` event with `response.error`, the one Codex reads (PROTOCOLS §2.4). */
export function checkResponsesStreamErrorSignal(frames: readonly SseMessage[]): string[] {
  const failed = events(frames).find(({ json }) => json.type === 'response.failed');
  if (failed === undefined) return ['no response.failed event: Codex ignores a bare error event and retries'];
  const response = failed.json.response;
  return isJsonObject(response) && hasMessage(response.error) ? [] : ['response.failed lacks response.error.message'];
}

/** Messages: an `event: error` frame with `{type:"error",error:{type,message}}` (PROTOCOLS §7.3). */
export function checkMessagesStreamErrorSignal(frames: readonly SseMessage[]): string[] {
  const error = events(frames).find(({ json }) => json.type === 'error');
  if (error === undefined) return ['no error event: a messages client cannot tell the stream failed'];
  const findings: string[] = [];
  if (error.frame.event !== 'error') findings.push('the error event has no event: error line');
  if (!isJsonObject(error.json.error) || typeof error.json.error.type !== 'string' || !hasMessage(error.json.error)) {
    findings.push('the error event lacks error.type and error.message');
  }
  return findings;
}
