import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createStreamUsageMeter } from './create-stream-usage-meter.js';
import { extractUsage } from './extract-usage.js';
import { FORMAT_IDS } from './format-id.js';
import { chunkText } from './testing-fixtures/inspect-sse.js';

const usage = { inputTokens: 117, cachedInputTokens: 100, cacheWriteInputTokens: 5, outputTokens: 20, reasoningTokens: 0 };

describe('createStreamUsageMeter', () => {
  it.each(FORMAT_IDS)('reads usage, cache reads and writes out of a %s stream in any chunking', (format) => {
    const meter = createStreamUsageMeter(format);
    for (const piece of chunkText(readFileSync(new URL(`./__fixtures__/streams/${format}/several-tools.sse`, import.meta.url), 'utf8'), 3)) meter.push(piece);
    meter.end();
    expect(meter.usage()).toEqual(usage);
  });

  it('keeps the usage seen before a disconnect (Anthropic input counts arrive in message_start)', () => {
    const meter = createStreamUsageMeter('anthropic-messages');
    meter.push(readFileSync(new URL('./__fixtures__/streams/anthropic-messages/truncated.sse', import.meta.url), 'utf8'));
    expect(meter.usage()).toEqual({ ...usage, outputTokens: 1 });
  });
});

describe('extractUsage', () => {
  it.each(FORMAT_IDS)('reads the usage of a whole %s response', (format) => {
    const body = JSON.parse(readFileSync(new URL(`./__fixtures__/responses/text/${format}.json`, import.meta.url), 'utf8')) as unknown;
    expect(extractUsage(format, body)).toEqual(usage);
  });

  it('returns undefined for a body without usage or not an object', () => {
    expect(extractUsage('openai-chat', { choices: [] })).toBeUndefined();
    expect(extractUsage('anthropic-messages', 'nope')).toBeUndefined();
  });
});

describe('createStreamUsageMeter on non-completed Responses terminals (new-api#7241)', () => {
  it.each(['response.incomplete', 'response.failed'])('reads usage from %s', (type) => {
    const meter = createStreamUsageMeter('openai-responses');
    meter.push(`event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: 3, response: { id: 'r', status: 'incomplete', usage: { input_tokens: 9, output_tokens: 4, input_tokens_details: { cached_tokens: 2 } } } })}\n\n`);
    meter.end();
    expect(meter.usage()).toEqual({ inputTokens: 9, cachedInputTokens: 2, cacheWriteInputTokens: 0, outputTokens: 4, reasoningTokens: 0 });
  });
});
