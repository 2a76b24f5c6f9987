import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createStreamTranslator } from './create-stream-translator.js';
import { createTestContext, TEST_CLIENT_REQUESTS } from './testing-fixtures/inspect-sse.js';
import { readClientAnswer } from './read-client-answer.js';
import type { ResponseContext } from './ir/response-context.js';

const upstream = readFileSync(new URL('./__fixtures__/streams/anthropic-messages/text.sse', import.meta.url), 'utf8');

function translate(context: ResponseContext): string {
  const translator = createStreamTranslator({ from: 'anthropic-messages', to: 'openai-chat', context });
  return translator.push(upstream) + translator.end();
}

describe('a response context that still gives the whole clientRequest (deprecated)', () => {
  it('translates as one that gives clientAnswer, the usage chunk a chat client asked for included', () => {
    const request = TEST_CLIENT_REQUESTS['openai-chat'];
    const fromRequest = translate({ ...createTestContext(), clientRequest: request });
    expect(fromRequest).toBe(translate({ ...createTestContext(), clientAnswer: readClientAnswer('openai-chat', request) }));
    expect(fromRequest).toMatch(/"usage":\{/);
  });
});
