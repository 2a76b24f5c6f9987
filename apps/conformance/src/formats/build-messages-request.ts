import type { GenerationRequestInput } from './generation-request-input.js';

/** The input as a messages body (`max_tokens` is required there). */
export function buildMessagesRequest(input: GenerationRequestInput): Record<string, unknown> {
  return {
    model: input.model,
    max_tokens: 1024,
    messages: [{ role: 'user', content: input.prompt }],
    ...(input.tools.length === 0
      ? {}
      : { tools: input.tools.map(({ name, description, parameters }) => ({ name, description, input_schema: parameters })) }),
    ...(input.stream ? { stream: true } : {}),
  };
}
