import type { IrAssistantPart, IrResponse } from '@modelgate/ir';
import { asArray, asRecord, isRecord, readString } from '../ir/read-json.js';
import type { WarningSink } from '../ir/create-warning-sink.js';
import { TranslationError } from '../translation-error.js';
import { mapResponsesStatusToIr } from './map-finish-reason.js';
import { readResponsesResponseUsage } from './map-usage.js';
import { readResponsesOutputItem } from './read-responses-output-item.js';

/** OpenAI Responses response → IR. */
export function responsesResponseToIr(body: unknown, warnings: WarningSink): IrResponse {
  if (!isRecord(body)) throw new TranslationError({ code: 'invalid_request', message: 'The upstream response is not a JSON object.' });
  const content: IrAssistantPart[] = [];
  asArray(body['output']).forEach((raw, index) => {
    const item = asRecord(raw);
    const parts = readResponsesOutputItem(item, `/output/${index}`, warnings);
    if (parts === undefined) warnings.warn('item_dropped', `A "${String(item['type'])}" output item has no equivalent and was dropped.`, `/output/${index}`);
    else content.push(...parts);
  });
  if (body['status'] === 'failed') warnings.warn('upstream_failed', 'The upstream response has status "failed".', '/status');
  const hasToolCalls = content.some((part) => part.type === 'tool-call');
  const response: IrResponse = {
    content,
    stopReason: mapResponsesStatusToIr(body['status'], asRecord(body['incomplete_details'])['reason'], hasToolCalls),
  };
  const id = readString(body, 'id');
  if (id !== undefined) response.id = id;
  const model = readString(body, 'model');
  if (model !== undefined) response.model = model;
  const usage = readResponsesResponseUsage(body);
  if (usage !== undefined) response.usage = usage;
  return response;
}
