import type { IrAssistantPart, IrResponse } from '@modelgate/ir';
import { asArray, asRecord, isRecord, readString } from '../ir/read-json.js';
import type { WarningSink } from '../ir/create-warning-sink.js';
import { TranslationError } from '../translation-error.js';
import { mapChatFinishReasonToIr } from './map-finish-reason.js';
import { readOpenAiLogprobs } from './map-logprobs.js';
import { readChatResponseUsage } from './map-usage.js';
import { readChatText } from './read-chat-content.js';

/** OpenAI chat completion → IR (the first choice). */
export function chatResponseToIr(body: unknown, warnings: WarningSink): IrResponse {
  if (!isRecord(body)) throw new TranslationError({ code: 'invalid_request', message: 'The upstream response is not a JSON object.' });
  const choices = asArray(body['choices']);
  if (choices.length > 1) warnings.warn('choices_dropped', 'Only the first of several choices was kept.', '/choices');
  const choice = asRecord(choices[0]);
  const message = asRecord(choice['message']);
  const content: IrAssistantPart[] = [];
  const reasoning = readString(message, 'reasoning_content') ?? readString(message, 'reasoning');
  if (reasoning !== undefined && reasoning !== '') content.push({ type: 'reasoning', text: reasoning });
  const text = readChatText(message['content']);
  const logprobs = readOpenAiLogprobs(asRecord(choice['logprobs'])['content']);
  if (text !== '') content.push(logprobs === undefined ? { type: 'text', text } : { type: 'text', text, logprobs });
  const refusal = readString(message, 'refusal');
  if (refusal !== undefined && refusal !== '') content.push({ type: 'refusal', text: refusal });
  for (const raw of asArray(message['tool_calls'])) {
    const call = asRecord(raw);
    if (call['type'] === 'custom') {
      const custom = asRecord(call['custom']);
      content.push({ type: 'tool-call', callId: readString(call, 'id') ?? '', name: readString(custom, 'name') ?? '', arguments: readString(custom, 'input') ?? '', kind: 'custom' });
      continue;
    }
    const fn = asRecord(call['function']);
    content.push({ type: 'tool-call', callId: readString(call, 'id') ?? '', name: readString(fn, 'name') ?? '', arguments: readString(fn, 'arguments') ?? '', kind: 'function' });
  }
  const response: IrResponse = { content, stopReason: mapChatFinishReasonToIr(choice['finish_reason']) };
  const id = readString(body, 'id');
  if (id !== undefined) response.id = id;
  const model = readString(body, 'model');
  if (model !== undefined) response.model = model;
  const usage = readChatResponseUsage(body);
  if (usage !== undefined) response.usage = usage;
  return response;
}
