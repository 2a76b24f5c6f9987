import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStreamProcessor } from '../run-stream-step.js';
import { createTestContext } from '../testing-fixtures/inspect-sse.js';
import { createResponsesStreamToIr } from './stream-to-ir.js';

/** What OpenAI echoes in every lifecycle event: the request's instructions and tools. */
const echo = { id: 'resp_1', object: 'response', model: 'gpt-5.5', status: 'in_progress', instructions: 'x'.repeat(20_000), tools: [], output: [] };

function decode(datas: readonly string[]) {
  const decoder = createStreamProcessor(createResponsesStreamToIr(), createTestContext());
  return datas.flatMap((data) => decoder.push({ type: 'message', data }));
}

describe('the Responses stream decoder', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['response.in_progress', 'response.queued'])('passes over %s, which echoes the whole response, without parsing it', (type) => {
    const parse = vi.spyOn(JSON, 'parse');
    expect(decode([JSON.stringify({ type, sequence_number: 1, response: echo })])).toEqual([]);
    expect(parse).not.toHaveBeenCalled();
  });

  it('still reads an event of that type written otherwise, as a whole parse does', () => {
    expect(decode([` ${JSON.stringify({ type: 'response.in_progress', response: echo })}`])).toEqual([]);
    expect(decode([JSON.stringify({ type: 'response.created', sequence_number: 0, response: echo })])).toEqual([{ type: 'response-start', id: 'resp_1', model: 'gpt-5.5' }]);
  });
});
