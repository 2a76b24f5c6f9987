import { isJsonObject } from '../http/parse-json-body.js';
import type { SseMessage } from '@modelgate/ir';
import { describeValue } from './describe-value.js';
import { parseFrameJson } from './parse-frame-json.js';

const DONE = '[DONE]';

/**
 * Chat chunk order: the first chunk with choices says `role: "assistant"`, a chunk carries a `finish_reason`, and after it only
 * usage chunks (`choices: []`) follow. A `data: {"error":…}` frame is a failure.
 */
export function checkChatStreamOrder(frames: readonly SseMessage[]): string[] {
  const findings: string[] = [];
  const chunks = parseFrameJson(frames.filter((frame) => frame.data.trim() !== DONE));
  let finished = false;
  let sawFinish = false;
  let sawChoices = false;
  chunks.forEach(({ json, invalid, index }) => {
    if (invalid !== undefined || !isJsonObject(json)) {
      findings.push(`frame ${index} is not a JSON chunk: ${describeValue(frames[index]?.data)}`);
      return;
    }
    if (json.error !== undefined) {
      findings.push(`frame ${index} carries an error: ${describeValue(json.error)}`);
      return;
    }
    const choices = Array.isArray(json.choices) ? json.choices : [];
    const first: unknown = choices[0];
    if (!sawChoices && choices.length > 0) {
      // Some servers (Azure) open with a chunk without choices; the first chunk with choices names the role.
      sawChoices = true;
      const role = isJsonObject(first) && isJsonObject(first.delta) ? first.delta.role : undefined;
      if (role !== 'assistant') findings.push('the first chunk with choices does not carry delta.role "assistant"');
    }
    if (finished && choices.length > 0) {
      findings.push(`frame ${index} carries choices after the finish_reason chunk`);
    }
    if (isJsonObject(first) && typeof first.finish_reason === 'string') {
      finished = true;
      sawFinish = true;
    }
  });
  if (!sawFinish) findings.push('no chunk carries a finish_reason');
  return findings;
}

/** A chat stream ends with exactly one `data: [DONE]`, and nothing follows it. */
export function checkChatStreamTerminal(frames: readonly SseMessage[]): string[] {
  const doneIndexes = frames.flatMap((frame, index) => (frame.data.trim() === DONE ? [index] : []));
  if (doneIndexes.length === 0) return ['the stream does not end with data: [DONE]'];
  const findings: string[] = [];
  if (doneIndexes.length > 1) findings.push(`data: [DONE] appears ${doneIndexes.length} times`);
  if (doneIndexes[0] !== frames.length - 1) findings.push('frames follow data: [DONE]');
  return findings;
}
