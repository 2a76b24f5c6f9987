import type { ModelDefinition } from '@modelgate/core';

/** A fixed listing date: the model list carries no per-model date, and clients only display it. */
const LISTED_AT_SECONDS = 1_735_689_600;

/**
 * One `/v1/models` entry that both SDKs and Claude Code read (PROTOCOLS.md §8.10): the OpenAI fields
 * (`object`, `created`, `owned_by`) next to the Anthropic ones (`type`, `display_name`, `created_at`).
 */
export function toModelListEntry(model: ModelDefinition): Record<string, unknown> {
  return {
    id: model.id,
    object: 'model',
    created: LISTED_AT_SECONDS,
    owned_by: model.ownedBy ?? 'modelgate',
    type: 'model',
    display_name: model.displayName ?? model.id,
    created_at: new Date(LISTED_AT_SECONDS * 1000).toISOString(),
  };
}
