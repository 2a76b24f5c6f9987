/**
 * Request fields (JSON pointers, most with the same name in every format) whose loss leaves the answer as it is:
 * metadata about the caller or the session, caching and storage hints, the service tier, context management (which
 * only trims what the upstream keeps of a long conversation), and Anthropic's `thinking.display` (how much of the
 * reasoning comes back, a summary or none: the answer's text and tool calls are the same either way). Translation
 * still reports them as dropped; a model with `drop_params: false` does not refuse a request for them (docs/api.md
 * lists them).
 */
export const ANSWER_NEUTRAL_FIELDS: ReadonlySet<string> = new Set([
  '/metadata',
  '/client_metadata',
  '/user',
  '/safety_identifier',
  '/prompt_cache_key',
  '/prompt_cache_retention',
  '/store',
  '/service_tier',
  '/context_management',
  '/thinking/display',
  '/reasoning/summary',
]);
