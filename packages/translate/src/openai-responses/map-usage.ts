import type { IrUsage } from '@modelgate/ir';
import type { ResponsesUsage } from '@modelgate/openai-responses';
import { asRecord, isRecord, readNumber, type JsonRecord } from '../ir/read-json.js';
import { mergeUsage } from '../ir/merge-usage.js';
import { writeJsonNumber } from '../internal/fast-path/write-json-number.js';

/** The usage of a whole Responses response, as responsesResponseToIr reads it, and nothing else. */
export function readResponsesResponseUsage(body: JsonRecord): IrUsage | undefined {
  return isRecord(body['usage']) ? mergeUsage(undefined, readResponsesUsage(body['usage'])) : undefined;
}

export function readResponsesUsage(value: unknown): Partial<IrUsage> {
  const usage = asRecord(value);
  const inputDetails = asRecord(usage['input_tokens_details']);
  const outputDetails = asRecord(usage['output_tokens_details']);
  const result: Partial<IrUsage> = {};
  const input = readNumber(usage, 'input_tokens');
  if (input !== undefined) result.inputTokens = input;
  const cached = readNumber(inputDetails, 'cached_tokens');
  if (cached !== undefined) result.cachedInputTokens = cached;
  const cacheWrite = readNumber(inputDetails, 'cache_write_tokens');
  if (cacheWrite !== undefined) result.cacheWriteInputTokens = cacheWrite;
  const output = readNumber(usage, 'output_tokens');
  if (output !== undefined) result.outputTokens = output;
  const reasoning = readNumber(outputDetails, 'reasoning_tokens');
  if (reasoning !== undefined) result.reasoningTokens = reasoning;
  return result;
}

export function writeResponsesUsage(usage: IrUsage): ResponsesUsage {
  return {
    input_tokens: usage.inputTokens,
    input_tokens_details: { cached_tokens: usage.cachedInputTokens, cache_write_tokens: usage.cacheWriteInputTokens },
    output_tokens: usage.outputTokens,
    output_tokens_details: { reasoning_tokens: usage.reasoningTokens },
    total_tokens: usage.inputTokens + usage.outputTokens,
  };
}

/** `JSON.stringify(writeResponsesUsage(usage))`, byte for byte: written out when every count is a number (as IrUsage says). */
export function writeResponsesUsageJson(usage: IrUsage): string {
  const { inputTokens, cachedInputTokens, cacheWriteInputTokens, outputTokens, reasoningTokens } = usage;
  if (typeof inputTokens !== 'number' || typeof outputTokens !== 'number' || typeof cachedInputTokens !== 'number' || typeof cacheWriteInputTokens !== 'number' || typeof reasoningTokens !== 'number') {
    return JSON.stringify(writeResponsesUsage(usage));
  }
  return (
    `{"input_tokens":${writeJsonNumber(inputTokens)},"input_tokens_details":{"cached_tokens":${writeJsonNumber(cachedInputTokens)},` +
    `"cache_write_tokens":${writeJsonNumber(cacheWriteInputTokens)}},"output_tokens":${writeJsonNumber(outputTokens)},` +
    `"output_tokens_details":{"reasoning_tokens":${writeJsonNumber(reasoningTokens)}},"total_tokens":${writeJsonNumber(inputTokens + outputTokens)}}`
  );
}
