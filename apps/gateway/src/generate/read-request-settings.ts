import { type JsonObject } from '@modelgate/ir';

const SETTING_FIELDS = [
  'stream', 'max_tokens', 'max_completion_tokens', 'max_output_tokens', 'temperature', 'top_p', 'top_k',
  'tool_choice', 'parallel_tool_calls', 'reasoning_effort', 'reasoning', 'thinking', 'service_tier', 'store',
];

/** The request's settings for the diagnostic record: scalar knobs and counts, never message content. */
export function readRequestSettings(body: JsonObject): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  for (const field of SETTING_FIELDS) {
    if (field in body) settings[field] = body[field];
  }
  if (Array.isArray(body['tools'])) settings['tools'] = body['tools'].length;
  if (Array.isArray(body['messages'])) settings['messages'] = body['messages'].length;
  if (Array.isArray(body['input'])) settings['inputItems'] = body['input'].length;
  return settings;
}
