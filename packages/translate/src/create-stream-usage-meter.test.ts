import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CODECS } from './codec-registry.js';
import { createStreamUsageMeter } from './create-stream-usage-meter.js';
import { extractUsage } from './extract-usage.js';
import { FORMAT_IDS, type IrStopReason, type IrUsage, createSseParser } from '@modelgate/ir';
import { mergeUsage } from './ir/merge-usage.js';
import { chunkText, createTestContext } from './testing-fixtures/inspect-sse.js';

const usage = { inputTokens: 117, cachedInputTokens: 100, cacheWriteInputTokens: 5, outputTokens: 20, reasoningTokens: 0 };

describe('createStreamUsageMeter', () => {
  it.each(FORMAT_IDS)('reads usage, cache reads and writes out of a %s stream in any chunking', (format) => {
    const meter = createStreamUsageMeter(format);
    for (const piece of chunkText(readFileSync(new URL(`./__fixtures__/streams/${format}/several-tools.sse`, import.meta.url), 'utf8'), 3)) meter.push(piece);
    meter.end();
    expect(meter.usage()).toEqual(usage);
  });

  it.each(FORMAT_IDS)('reads the same usage from the events of a %s stream parsed by the caller', (format) => {
    const meter = createStreamUsageMeter(format);
    const parser = createSseParser();
    const text = readFileSync(new URL(`./__fixtures__/streams/${format}/several-tools.sse`, import.meta.url), 'utf8');
    for (const piece of chunkText(text, 3)) for (const message of parser.push(piece)) meter.pushMessage(message);
    for (const message of parser.end()) meter.pushMessage(message);
    expect(meter.usage()).toEqual(usage);
  });

  it.each(FORMAT_IDS)('reads the stop reason of a %s stream (several tools: tool_use) without decoding its content', (format) => {
    const meter = createStreamUsageMeter(format);
    expect(meter.stopReason()).toBeUndefined();
    for (const piece of chunkText(readFileSync(new URL(`./__fixtures__/streams/${format}/several-tools.sse`, import.meta.url), 'utf8'), 3)) meter.push(piece);
    meter.end();
    expect(meter.stopReason()).toBe('tool_use');
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

describe('createStreamUsageMeter skips what cannot carry usage (issue 7)', () => {
  const streams = FORMAT_IDS.flatMap((format) =>
    readdirSync(new URL(`./__fixtures__/streams/${format}/`, import.meta.url))
      .filter((name) => name.endsWith('.sse'))
      .map((name) => [format, name] as const));

  it.each(streams)('%s %s: every skipped event reports no usage and ends nothing; the usage and stop reason are those of a full decode', (format, name) => {
    const text = readFileSync(new URL(`./__fixtures__/streams/${format}/${name}`, import.meta.url), 'utf8');
    const decoder = CODECS[format].createStreamToIr(createTestContext());
    let full: IrUsage | undefined;
    let stopReason: IrStopReason | undefined;
    let skipped = 0;
    for (const message of [...createSseParser().push(text), ...createSseParser().end()]) {
      const events = decoder.push({ type: 'message', data: message.data });
      for (const event of events) {
        if (event.type === 'usage') full = mergeUsage(full, event.usage);
        if (event.type === 'finish') stopReason = event.stopReason;
      }
      if (!CODECS[format].mayAffectStreamUsage(message.data)) {
        skipped += 1;
        expect(events.filter((event) => event.type === 'usage' || event.type === 'finish' || event.type === 'error')).toEqual([]);
      }
    }
    const meter = createStreamUsageMeter(format);
    for (const piece of chunkText(text, 7)) meter.push(piece);
    meter.end();
    expect(meter.usage()).toEqual(full);
    expect(meter.stopReason()).toBe(stopReason);
    if (!name.startsWith('error')) expect(skipped).toBeGreaterThan(0);
  });

  it.each(streams.filter(([format]) => format === 'openai-responses'))('%s %s: the meter reads the usage and stop reason of a full decode, whole and in pieces of 1, 7 and 64 characters', (format, name) => {
    const text = readFileSync(new URL(`./__fixtures__/streams/${format}/${name}`, import.meta.url), 'utf8');
    const decoder = CODECS[format].createStreamToIr(createTestContext());
    let full: IrUsage | undefined;
    let stopReason: IrStopReason | undefined;
    for (const message of [...createSseParser().push(text), ...createSseParser().end()]) {
      for (const event of decoder.push({ type: 'message', data: message.data })) {
        if (event.type === 'usage') full = mergeUsage(full, event.usage);
        if (event.type === 'finish') stopReason = event.stopReason;
      }
    }
    for (const size of [text.length, 1, 7, 64]) {
      const meter = createStreamUsageMeter(format);
      for (const piece of chunkText(text, size)) meter.push(piece);
      meter.end();
      expect([size, meter.usage(), meter.stopReason()]).toEqual([size, full, stopReason]);
    }
  });

  it.each([
    ['openai-chat', 'data: {"choices":[{"index":0,"delta":{"content":"usage"}}],"usage":null}', false],
    ['openai-chat', 'data: {"choices":[],"usage":{"prompt_tokens":3,"completion_tokens":2}}', true],
    ['openai-chat', 'data: {"error":{"message":"overloaded"}}', true],
    ['openai-chat', 'data: [DONE]', true],
    ['openai-chat', 'data: {"choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}],"usage":null}', true],
    ['openai-chat', 'data: {"choices":[{"index":0,"delta":{"content":"finish_reason"},"finish_reason":null}]}', false],
    ['openai-responses', 'data: {"type":"response.output_item.added","item":{"type":"function_call","id":"fc_1","name":"f"}}', true],
    ['openai-responses', 'data: {"type":"response.output_item.added","item":{"type":"message","id":"m"}}', false],
    ['anthropic-messages', 'data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"hi"}}', false],
    ['anthropic-messages', 'data: {"type":"message_stop"}', true],
    ['openai-responses', 'data: {"type":"response.output_text.delta","item_id":"m","delta":"hi"}', false],
    ['openai-responses', 'data: {"type":"response.incomplete","response":{"usage":null}}', true],
    ['openai-responses', 'data: {"type":"response.failed","response":{"error":null}}', true],
    ['openai-responses', 'data: {"type":"response.output_item.added","item":{"type":"custom_tool_call","id":"ct_1","name":"f"}}', true],
    ['openai-responses', 'data: {"type":"response.output_text.delta","item_id":"m","delta":"\\"function_call\\""}', false],
    ['anthropic-messages', 'data: {"type":"message_delta","delta":{"stop_reason":"end_turn"},"usage":{"output_tokens":3}}', true],
    ['anthropic-messages', 'data: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}', true],
    // A Responses preamble event echoes the response, `"error":null` included: an `error` key is no error event (issue 20).
    ['openai-responses', 'data: {"type":"response.created","response":{"id":"r","status":"in_progress","error":null,"usage":null}}', false],
    ['openai-responses', 'data: {"type":"response.in_progress","response":{"id":"r","error" :\tnull}}', false],
    ['openai-responses', 'data: {"type":"error","code":"server_error","message":"boom"}', true],
    ['openai-responses', 'data: {"type" : "error" , "message":"boom"}', true],
    ['openai-responses', 'data: {"message":"boom","type":"error"}', true],
    ['openai-responses', 'data: {"type":"error"\n}', true],
  ] as const)('%s: %s → parsed %s', (format, line, parsed) => {
    expect(CODECS[format].mayAffectStreamUsage(line.slice('data: '.length))).toBe(parsed);
  });
});
