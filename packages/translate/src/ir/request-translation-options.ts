export type RequestTranslationOptions = {
  /** Upstream model name to put in the body. */
  model: string;
  /** Used when the source has no output limit and the target requires one (Anthropic `max_tokens`). */
  defaultMaxOutputTokens: number;
  /** Overrides the source's `stream` flag. */
  stream?: boolean;
};
