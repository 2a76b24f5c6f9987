import type { IrUsage } from '@modelgate/ir';
import type { MessagesUsage } from '@modelgate/anthropic-messages';
import { asRecord, readNumber, type JsonRecord } from '../ir/read-json.js';
import { mergeUsage } from '../ir/merge-usage.js';
import { writeJsonNumber } from '../internal/fast-path/write-json-number.js';

/** The usage of a whole Messages response, as anthropicResponseToIr reads it, and nothing else. */
export function readAnthropicResponseUsage(body: JsonRecord): IrUsage | undefined {
  return body['usage'] !== undefined ? mergeUsage(undefined, readAnthropicUsage(body['usage'])) : undefined;
}

/** Anthropic usage (input excludes cache reads/writes) → IR usage fields present in it (PROTOCOLS.md §8.7). */
export function readAnthropicUsage(value: unknown): Partial<IrUsage> {
  const usage = asRecord(value);
  const result: Partial<IrUsage> = {};
  const input = readNumber(usage, 'input_tokens');
  const cacheRead = readNumber(usage, 'cache_read_input_tokens');
  const cacheWrite = readNumber(usage, 'cache_creation_input_tokens');
  if (input !== undefined) result.inputTokens = input + (cacheRead ?? 0) + (cacheWrite ?? 0);
  if (cacheRead !== undefined) result.cachedInputTokens = cacheRead;
  if (cacheWrite !== undefined) result.cacheWriteInputTokens = cacheWrite;
  const output = readNumber(usage, 'output_tokens');
  if (output !== undefined) result.outputTokens = output;
  const reasoning = readNumber(asRecord(usage['output_tokens_details']), 'thinking_tokens') ?? readNumber(asRecord(usage['output_tokens_details']), 'reasoning_tokens');
  if (reasoning !== undefined) result.reasoningTokens = reasoning;
  return result;
}

/** IR usage → Anthropic usage: `input_tokens` excludes what was read from or written to the cache. */
export function writeAnthropicUsage(usage: IrUsage): MessagesUsage {
  return {
    input_tokens: Math.max(0, usage.inputTokens - usage.cachedInputTokens - usage.cacheWriteInputTokens),
    output_tokens: usage.outputTokens,
    cache_creation_input_tokens: usage.cacheWriteInputTokens,
    cache_read_input_tokens: usage.cachedInputTokens,
  };
}

/**
 * `JSON.stringify({ ...writeAnthropicUsage(usage), output_tokens: outputTokens })`, written out when every count is a
 * number (as IrUsage says): the usage of `message_start` (output 0) and `message_delta`, once per stream each.
 */
export function writeAnthropicUsageJson(usage: IrUsage, outputTokens: number = usage.outputTokens): string {
  const written = writeAnthropicUsage(usage);
  const { input_tokens: input, cache_creation_input_tokens: cacheWrite, cache_read_input_tokens: cacheRead } = written;
  if (typeof input !== 'number' || typeof outputTokens !== 'number' || typeof cacheWrite !== 'number' || typeof cacheRead !== 'number') {
    return JSON.stringify({ ...written, output_tokens: outputTokens });
  }
  const n = writeJsonNumber;
  return `{"input_tokens":${n(input)},"output_tokens":${n(outputTokens)},"cache_creation_input_tokens":${n(cacheWrite)},"cache_read_input_tokens":${n(cacheRead)}}`;
}
