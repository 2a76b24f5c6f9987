import type { GenerationRequestInput } from './generation-request-input.js';

/** The input as a chat completions body. */
export function buildChatRequest(input: GenerationRequestInput): Record<string, unknown> {
  return {
    model: input.model,
    messages: [{ role: 'user', content: input.prompt }],
    ...(input.tools.length === 0
      ? {}
      : { tools: input.tools.map(({ name, description, parameters }) => ({ type: 'function', function: { name, description, parameters } })) }),
    ...(input.stream ? { stream: true, stream_options: { include_usage: true } } : {}),
  };
}
