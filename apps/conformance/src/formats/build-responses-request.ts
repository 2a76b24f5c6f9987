import type { GenerationRequestInput } from './generation-request-input.js';

/** The input as a responses body (flat function tools). */
export function buildResponsesRequest(input: GenerationRequestInput): Record<string, unknown> {
  return {
    model: input.model,
    input: [{ type: 'message', role: 'user', content: [{ type: 'input_text', text: input.prompt }] }],
    ...(input.tools.length === 0
      ? {}
      : { tools: input.tools.map(({ name, description, parameters }) => ({ type: 'function', name, description, parameters, strict: false })) }),
    ...(input.stream ? { stream: true } : {}),
  };
}
