import { type JsonObject } from '@modelgate/ir';

/**
 * The request's settings for the diagnostic record: scalar knobs and counts, never message content. Each field is read
 * by its own name, in this order (the record's key order): a loop over a list of names with `name in body` and
 * `settings[name] = …` made every one of those 14 lookups and stores a megamorphic keyed access, on every request. A
 * parsed JSON body holds no `undefined`, so `!== undefined` is `in` for it.
 */
export function readRequestSettings(body: JsonObject): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  const stream = body['stream'];
  if (stream !== undefined) settings['stream'] = stream;
  const maxTokens = body['max_tokens'];
  if (maxTokens !== undefined) settings['max_tokens'] = maxTokens;
  const maxCompletionTokens = body['max_completion_tokens'];
  if (maxCompletionTokens !== undefined) settings['max_completion_tokens'] = maxCompletionTokens;
  const maxOutputTokens = body['max_output_tokens'];
  if (maxOutputTokens !== undefined) settings['max_output_tokens'] = maxOutputTokens;
  const temperature = body['temperature'];
  if (temperature !== undefined) settings['temperature'] = temperature;
  const topP = body['top_p'];
  if (topP !== undefined) settings['top_p'] = topP;
  const topK = body['top_k'];
  if (topK !== undefined) settings['top_k'] = topK;
  const toolChoice = body['tool_choice'];
  if (toolChoice !== undefined) settings['tool_choice'] = toolChoice;
  const parallelToolCalls = body['parallel_tool_calls'];
  if (parallelToolCalls !== undefined) settings['parallel_tool_calls'] = parallelToolCalls;
  const reasoningEffort = body['reasoning_effort'];
  if (reasoningEffort !== undefined) settings['reasoning_effort'] = reasoningEffort;
  const reasoning = body['reasoning'];
  if (reasoning !== undefined) settings['reasoning'] = reasoning;
  const thinking = body['thinking'];
  if (thinking !== undefined) settings['thinking'] = thinking;
  const serviceTier = body['service_tier'];
  if (serviceTier !== undefined) settings['service_tier'] = serviceTier;
  const store = body['store'];
  if (store !== undefined) settings['store'] = store;
  const tools = body['tools'];
  if (Array.isArray(tools)) settings['tools'] = tools.length;
  const messages = body['messages'];
  if (Array.isArray(messages)) settings['messages'] = messages.length;
  const input = body['input'];
  if (Array.isArray(input)) settings['inputItems'] = input.length;
  return settings;
}
