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
  ])('%s: the same text as JSON.stringify(writeResponseObject(…))', (_name, input) => {
    expect(writeResponseObjectJson(input)).toBe(JSON.stringify(writeResponseObject(input)));
  });
});
