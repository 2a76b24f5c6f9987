/**
 * Token usage in one shape for all formats.
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
