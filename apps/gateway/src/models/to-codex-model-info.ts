import type { ModelDefinition } from '@modelgate/core';

const BASE_INSTRUCTIONS =
  'You are a coding agent running in the user\'s terminal through the ModelGate gateway. Follow the user\'s instructions, ' +
  'use the provided tools to read, run and change things in the workspace, and keep your answers concise.';

/**
 * One entry of Codex's own model catalog (`GET /v1/models?client_version=…`, PROTOCOLS.md §2.6). Checked against
 * Codex 0.169: `model_messages` and `base_instructions` must be present (null messages make Codex use
 * `base_instructions` as its system prompt), and `apply_patch_tool_type` takes `freeform` or null, not `function`;
 * null keeps the tool set Codex uses for a model it does not know.
 */
export function toCodexModelInfo(model: ModelDefinition, priority: number, instructions: string | undefined): Record<string, unknown> {
  return {
    slug: model.id,
    display_name: model.displayName ?? model.id,
    description: `${model.displayName ?? model.id} through ModelGate`,
    default_reasoning_level: 'medium',
    supported_reasoning_levels: [
      { effort: 'low', description: 'Fastest answers' },
      { effort: 'medium', description: 'Balanced' },
      { effort: 'high', description: 'Most thorough' },
    ],
    shell_type: 'shell_command',
    visibility: 'list',
    supported_in_api: true,
    priority,
    upgrade: null,
    base_instructions: instructions ?? BASE_INSTRUCTIONS,
    model_messages: null,
    supports_reasoning_summaries: false,
    support_verbosity: false,
    default_verbosity: null,
    apply_patch_tool_type: null,
    truncation_policy: { mode: 'bytes', limit: 10_000 },
    supports_parallel_tool_calls: true,
    context_window: 200_000,
    experimental_supported_tools: [],
    input_modalities: ['text'],
  };
}
