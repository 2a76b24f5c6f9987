import type { IrUsage } from '@modelgate/ir';
import type { MessagesUsage } from '@modelgate/anthropic-messages';
import { asRecord, readNumber } from '../ir/read-json.js';

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
