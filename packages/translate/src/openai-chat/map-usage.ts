import type { IrUsage } from '@modelgate/ir';
import type { ChatUsage } from '@modelgate/openai-chat';
import { asRecord, isRecord, readNumber, type JsonRecord } from '../ir/read-json.js';
import { mergeUsage } from '../ir/merge-usage.js';
import { writeJsonNumber } from '../internal/fast-path/write-json-number.js';

/** The usage of a whole chat completion, as chatResponseToIr reads it, and nothing else. */
export function readChatResponseUsage(body: JsonRecord): IrUsage | undefined {
  return isRecord(body['usage']) ? mergeUsage(undefined, readChatUsage(body['usage'])) : undefined;
}

export function readChatUsage(value: unknown): Partial<IrUsage> {
  const usage = asRecord(value);
  const prompt = asRecord(usage['prompt_tokens_details']);
  const completion = asRecord(usage['completion_tokens_details']);
  const result: Partial<IrUsage> = {};
  const input = readNumber(usage, 'prompt_tokens');
  if (input !== undefined) result.inputTokens = input;
  const cached = readNumber(prompt, 'cached_tokens');
  if (cached !== undefined) result.cachedInputTokens = cached;
  const cacheWrite = readNumber(prompt, 'cache_write_tokens');
  if (cacheWrite !== undefined) result.cacheWriteInputTokens = cacheWrite;
  const output = readNumber(usage, 'completion_tokens');
  if (output !== undefined) result.outputTokens = output;
  const reasoning = readNumber(completion, 'reasoning_tokens');
  if (reasoning !== undefined) result.reasoningTokens = reasoning;
  return result;
}

export function writeChatUsage(usage: IrUsage): ChatUsage {
  return {
    prompt_tokens: usage.inputTokens,
    completion_tokens: usage.outputTokens,
    total_tokens: usage.inputTokens + usage.outputTokens,
    prompt_tokens_details: { cached_tokens: usage.cachedInputTokens, cache_write_tokens: usage.cacheWriteInputTokens },
    completion_tokens_details: { reasoning_tokens: usage.reasoningTokens },
  };
}

/** `JSON.stringify(writeChatUsage(usage))`, written out when every count is a number (as IrUsage says). */
export function writeChatUsageJson(usage: IrUsage): string {
  const { inputTokens, outputTokens, cachedInputTokens, cacheWriteInputTokens, reasoningTokens } = usage;
  if (typeof inputTokens !== 'number' || typeof outputTokens !== 'number' || typeof cachedInputTokens !== 'number' || typeof cacheWriteInputTokens !== 'number' || typeof reasoningTokens !== 'number') {
    return JSON.stringify(writeChatUsage(usage));
  }
  const n = writeJsonNumber;
  return (
    `{"prompt_tokens":${n(inputTokens)},"completion_tokens":${n(outputTokens)},"total_tokens":${n(inputTokens + outputTokens)},` +
    `"prompt_tokens_details":{"cached_tokens":${n(cachedInputTokens)},"cache_write_tokens":${n(cacheWriteInputTokens)}},"completion_tokens_details":{"reasoning_tokens":${n(reasoningTokens)}}}`
  );
}
