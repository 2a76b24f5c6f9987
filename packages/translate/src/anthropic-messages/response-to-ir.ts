import type { IrAssistantPart, IrResponse } from '@modelgate/ir';
import { asArray, asRecord, isRecord, readString } from '../ir/read-json.js';
import type { WarningSink } from '../ir/create-warning-sink.js';
import { TranslationError } from '../translation-error.js';
import { mapAnthropicStopReasonToIr } from './map-finish-reason.js';
import { readAnthropicResponseUsage } from './map-usage.js';

/** Anthropic Messages response → IR. */
export function anthropicResponseToIr(body: unknown, warnings: WarningSink): IrResponse {
  if (!isRecord(body)) throw new TranslationError({ code: 'invalid_request', message: 'The upstream response is not a JSON object.' });
  const content: IrAssistantPart[] = [];
  asArray(body['content']).forEach((raw, index) => {
    const block = asRecord(raw);
    switch (block['type']) {
      case 'text': {
        const text = readString(block, 'text') ?? '';
        if (text !== '') content.push({ type: 'text', text });
        return;
      }
      case 'thinking': {
        const signature = readString(block, 'signature');
        content.push({
          type: 'reasoning',
          text: readString(block, 'thinking') ?? '',
          ...(signature === undefined || signature === '' ? {} : { opaque: { format: 'anthropic-messages', kind: 'signature', value: signature } as const }),
        });
        return;
      }
      case 'redacted_thinking':
        content.push({ type: 'reasoning', text: '', opaque: { format: 'anthropic-messages', kind: 'redacted', value: readString(block, 'data') ?? '' } });
        return;
      case 'tool_use':
        content.push({ type: 'tool-call', callId: readString(block, 'id') ?? '', name: readString(block, 'name') ?? '', arguments: JSON.stringify(block['input'] ?? {}), kind: 'function' });
        return;
      default:
        warnings.warn('content_dropped', `A "${String(block['type'])}" content block has no equivalent and was dropped.`, `/content/${index}`);
    }
  });
  const response: IrResponse = { content, stopReason: mapAnthropicStopReasonToIr(body['stop_reason']) };
  const id = readString(body, 'id');
  if (id !== undefined) response.id = id;
  const model = readString(body, 'model');
  if (model !== undefined) response.model = model;
  const stopSequence = body['stop_sequence'];
  if (typeof stopSequence === 'string' || stopSequence === null) response.stopSequence = stopSequence;
  const usage = readAnthropicResponseUsage(body);
  if (usage !== undefined) response.usage = usage;
  return response;
}
