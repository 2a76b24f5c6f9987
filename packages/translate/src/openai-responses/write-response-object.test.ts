import { describe, expect, it } from 'vitest';
import { EMPTY_USAGE } from '@modelgate/ir';
import type { ResponsesOutputMessage } from '@modelgate/openai-responses';
import { writeResponseObject, writeResponseObjectJson, type ResponseObjectInput } from './write-response-object.js';

const item: ResponsesOutputMessage = { id: 'msg_1', type: 'message', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: 'Hi "there"\n', annotations: [], logprobs: [] }] };
const base = { id: 'resp_1', createdAt: 1_700_000_000, model: 'client-"model"' };

describe('writeResponseObjectJson', () => {
  it.each<[string, ResponseObjectInput]>([
    ['in progress', { ...base, status: 'in_progress', output: [] }],
    ['completed with output and usage', { ...base, status: 'completed', output: [item], usage: { ...EMPTY_USAGE, inputTokens: 3, outputTokens: 4, cachedInputTokens: 1 } }],
    ['incomplete', { ...base, status: 'incomplete', output: [item], usage: EMPTY_USAGE, incompleteReason: 'max_output_tokens' }],
    ['failed', { ...base, status: 'failed', output: [], error: { code: 'server_error', message: 'Upstream "broke"' } }],
    ['an id and model that need escapes', { ...base, id: 'resp_\u2028"\\\ud800', model: 'm\u0001\n', status: 'in_progress', output: [] }],
  ])('%s: the same text as JSON.stringify(writeResponseObject(…))', (_name, input) => {
    expect(writeResponseObjectJson(input)).toBe(JSON.stringify(writeResponseObject(input)));
  });

  it('writes the output from its JSON text when given (a stream keeps each item as sent), byte for byte', () => {
    const input: ResponseObjectInput = { ...base, status: 'completed', output: [item, item], usage: EMPTY_USAGE };
    const outputJson = `[${JSON.stringify(item)},${JSON.stringify(item)}]`;
    expect(writeResponseObjectJson({ ...input, outputJson })).toBe(JSON.stringify(writeResponseObject(input)));
  });
});
