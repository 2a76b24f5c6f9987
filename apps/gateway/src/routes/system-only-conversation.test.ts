import OpenAI, { APIError } from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { serveTestGateway, type ServedTestGateway } from '../testing-fixtures/serve-test-gateway.js';

// Issue 14, bug 5: a chat conversation of system/developer messages only has no Anthropic form (Messages needs a
// user turn): the client gets a 400 in its own format that says so, and nothing goes upstream.

let served: ServedTestGateway | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
  { role: 'system', content: 'You are terse.' },
  { role: 'developer', content: 'Answer in French.' },
];

async function rejection(promise: Promise<unknown>): Promise<APIError> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  if (!(error instanceof APIError)) throw new Error(`expected an API error, got ${String(error)}`);
  return error;
}

describe('a system-only chat conversation served by an Anthropic upstream', () => {
  it.each([[false], [true]])('is a 400 naming the problem (stream: %s)', async (stream) => {
    served = await serveTestGateway({ upstreamFormat: 'anthropic-messages' });
    const { openai } = served;
    const error = await rejection(
      stream
        ? openai.chat.completions.stream({ model: 'model-x', messages }).finalChatCompletion()
        : openai.chat.completions.create({ model: 'model-x', messages }),
    );
    expect(error.status).toBe(400);
    expect(error.error).toMatchObject({ type: 'invalid_request_error', param: 'messages' });
    expect(error.message).toMatch(/only system or developer messages.*needs at least one user message/);
    expect(served.upstreamRequests).toHaveLength(0);
  });
});
