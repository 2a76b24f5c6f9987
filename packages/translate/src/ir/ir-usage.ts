/**
 * Token usage in one shape for all formats (PROTOCOLS.md §8.7).
 * `inputTokens` counts all input, including cache reads and writes; `outputTokens` includes reasoning.
 */
export type IrUsage = {
  inputTokens: number;
  cachedInputTokens: number;
  cacheWriteInputTokens: number;
  outputTokens: number;
  reasoningTokens: number;
};

export const EMPTY_USAGE: IrUsage = {
  inputTokens: 0,
  cachedInputTokens: 0,
  cacheWriteInputTokens: 0,
  outputTokens: 0,
  reasoningTokens: 0,
};

/** Later values override earlier ones field by field (stream usage is cumulative in every format). */
export function mergeUsage(base: IrUsage | undefined, update: Partial<IrUsage>): IrUsage {
  const merged: IrUsage = { ...(base ?? EMPTY_USAGE) };
  for (const key of Object.keys(update) as (keyof IrUsage)[]) {
    const value = update[key];
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}
