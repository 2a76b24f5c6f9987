/** Prices in integer micro-credits per million tokens. */
export type ModelPricing = {
  inputPerMillion: number;
  cachedInputPerMillion: number;
  /** Defaults to `inputPerMillion`. */
  cacheWriteInputPerMillion?: number;
  outputPerMillion: number;
};

export type ModelDefinition = {
  /** The complete ID clients use; matched exactly. */
  id: string;
  pricing: ModelPricing;
  /** Sizes reservations when a request names no max output. */
  defaultMaxOutputTokens: number;
  /** The largest max output a request may ask for (the gateway answers more with a 400); default 128,000 or defaultMaxOutputTokens if larger. */
  maxOutputTokens?: number;
  ownedBy?: string;
  displayName?: string;
};
