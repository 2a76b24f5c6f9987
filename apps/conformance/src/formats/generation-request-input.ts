/** A format-neutral request: one user prompt, optional function tools, streamed or not. */
export type GenerationRequestInput = {
  model: string;
  prompt: string;
  tools: readonly { name: string; description: string; parameters: Record<string, unknown> }[];
  stream: boolean;
};
