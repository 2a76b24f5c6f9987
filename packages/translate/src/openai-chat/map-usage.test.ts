import type { IrUsage } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import { writeChatUsage, writeChatUsageJson } from './map-usage.js';

describe('writeChatUsageJson', () => {
  it.each([
    [{ inputTokens: 12, outputTokens: 7, cachedInputTokens: 3, cacheWriteInputTokens: 2, reasoningTokens: 5 }],
    [{ inputTokens: 0, outputTokens: 0, cachedInputTokens: 0, cacheWriteInputTokens: 0, reasoningTokens: 0 }],
    // Counts left out (a decoder's partial usage, typed loosely by its caller): written as the object path writes them.
    [{ inputTokens: 1, outputTokens: 1 } as IrUsage],
    [{ inputTokens: 9_007_199_254_740_000, outputTokens: 991, cachedInputTokens: 0, cacheWriteInputTokens: 0, reasoningTokens: 0 }],
  ] as [IrUsage][])('writes what JSON.stringify(writeChatUsage(usage)) writes for %o', (usage) => {
    expect(writeChatUsageJson(usage)).toBe(JSON.stringify(writeChatUsage(usage)));
  });
});
