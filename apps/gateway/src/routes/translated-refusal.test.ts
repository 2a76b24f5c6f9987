import type OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { chatAnswer, chatStream } from '../testing-fixtures/scripted-answers.js';
import { serveTestGateway, type ServedTestGateway } from '../testing-fixtures/serve-test-gateway.js';

// Issue 14, bug 4: a chat upstream's refusal reaches a Responses client as a `refusal` part of a completed message,
// streamed as not.

const REFUSAL = "I can't help with that.";

let served: ServedTestGateway | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

function expectRefusal(response: OpenAI.Responses.Response): void {
  expect(response.status).toBe('completed');
  expect(response.output).toHaveLength(1);
  expect(response.output[0]).toMatchObject({ type: 'message', status: 'completed', content: [{ type: 'refusal', refusal: REFUSAL }] });
  expect(response.output_text).toBe('');
}

describe('a chat refusal served to a Responses client', () => {
  it('is a refusal part (not streamed)', async () => {
    served = await serveTestGateway({ upstreamFormat: 'openai-chat', script: [chatAnswer({ refusal: REFUSAL })] });
    expectRefusal(await served.openai.responses.create({ model: 'model-x', input: 'do something bad' }));
  });

  it('is a refusal part (streamed)', async () => {
    served = await serveTestGateway({ upstreamFormat: 'openai-chat', script: [chatStream({ refusal: REFUSAL })] });
    const stream = served.openai.responses.stream({ model: 'model-x', input: 'do something bad' });
    const types: string[] = [];
    let refusal = '';
    for await (const event of stream) {
      types.push(event.type);
      if (event.type === 'response.refusal.delta') refusal += event.delta;
    }
    expect(refusal).toBe(REFUSAL);
    expect(types).toContain('response.refusal.done');
    expect(types).not.toContain('response.output_text.delta');
    expectRefusal(await stream.finalResponse());
  });
});
