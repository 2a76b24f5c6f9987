import type { IrRequest, IrResponseFormat, IrTool, IrToolChoice } from '@modelgate/ir';
import { readReasoningEffort } from '../ir/map-reasoning-effort.js';
import { asArray, asRecord, isRecord, readBoolean, readNumber, readString, type JsonRecord } from '../ir/read-json.js';
import type { WarningSink } from '../ir/create-warning-sink.js';
import { TranslationError } from '../translation-error.js';
import { reportUnreadFields } from '../ir/report-unread-fields.js';
import { readStringMap } from '../ir/read-string-map.js';
import { readResponsesItems } from './read-responses-items.js';
import { LOGPROBS_INCLUDE } from './logprobs-include.js';

function readFunctionTool(tool: JsonRecord, namespace: string | undefined): IrTool {
  const ir: IrTool = { kind: 'function', name: readString(tool, 'name') ?? '' };
  const description = readString(tool, 'description');
  if (description !== undefined) ir.description = description;
  if (tool['parameters'] !== undefined && tool['parameters'] !== null) ir.parameters = tool['parameters'];
  const strict = readBoolean(tool, 'strict');
  if (strict !== undefined) ir.strict = strict;
  if (namespace !== undefined) ir.namespace = namespace;
  return ir;
}

function readTools(value: unknown): IrTool[] {
  const tools: IrTool[] = [];
  for (const raw of asArray(value)) {
    const tool = asRecord(raw);
    const type = readString(tool, 'type') ?? '';
    if (type === 'function') tools.push(readFunctionTool(tool, undefined));
    else if (type === 'namespace') {
      const namespace = readString(tool, 'name') ?? '';
      for (const inner of asArray(tool['tools'])) tools.push(readFunctionTool(asRecord(inner), namespace));
    } else if (type === 'custom') {
      const ir: IrTool = { kind: 'custom', name: readString(tool, 'name') ?? '' };
      const description = readString(tool, 'description');
      if (description !== undefined) ir.description = description;
      if (tool['format'] !== undefined) ir.format = tool['format'];
      tools.push(ir);
    } else if (type === 'tool_search' && (tool['execution'] === undefined || tool['execution'] === 'client')) {
      const ir: IrTool = { kind: 'tool_search' };
      const description = readString(tool, 'description');
      if (description !== undefined) ir.description = description;
      if (tool['parameters'] !== undefined) ir.parameters = tool['parameters'];
      tools.push(ir);
    } else tools.push({ kind: 'hosted', format: 'openai-responses', type, raw: tool });
  }
  return tools;
}

function readToolChoice(value: unknown): IrToolChoice | undefined {
  if (value === 'auto' || value === 'none' || value === 'required') return { type: value };
  if (!isRecord(value)) return undefined;
  if (value['type'] === 'function' || value['type'] === 'custom') return { type: 'tool', name: readString(value, 'name') ?? '' };
  return undefined;
}

function readTextFormat(text: JsonRecord): IrResponseFormat | undefined {
  const format = asRecord(text['format']);
  const type = readString(format, 'type');
  if (type === 'text' || type === 'json_object') return { type };
  if (type !== 'json_schema') return undefined;
  const ir: IrResponseFormat = { type: 'json_schema', schema: format['schema'] };
  const name = readString(format, 'name');
  if (name !== undefined) ir.name = name;
  const strict = readBoolean(format, 'strict');
  if (strict !== undefined) ir.strict = strict;
  const description = readString(format, 'description');
  if (description !== undefined) ir.description = description;
  return ir;
}

function readReasoning(body: JsonRecord, ir: IrRequest): void {
  if (!isRecord(body['reasoning'])) return;
  const reasoning = body['reasoning'];
  const effort = readReasoningEffort(reasoning['effort']);
  const summary = readString(reasoning, 'summary');
  if (effort === undefined && summary === undefined) return;
  ir.reasoning = effort === 'none' ? { enabled: false } : {};
  if (effort !== undefined && effort !== 'none') ir.reasoning.effort = effort;
  if (summary !== undefined) ir.reasoning.summary = summary;
}

function rejectServerState(body: JsonRecord): void {
  for (const key of ['previous_response_id', 'conversation', 'prompt'] as const) {
    if (body[key] !== undefined && body[key] !== null) {
      throw new TranslationError({
        code: 'unsupported_feature',
        message: `${key} needs server-side state that this model's upstream does not have; send the full input instead.`,
        path: `/${key}`,
      });
    }
  }
}

/** The Responses fields this reader carries into the IR, or that need no carrying (`stream_options`, `background: false`). */
const READ_FIELDS: ReadonlySet<string> = new Set([
  'model', 'input', 'instructions', 'tools', 'tool_choice', 'parallel_tool_calls', 'max_output_tokens', 'temperature', 'top_p', 'stream',
  'stream_options', 'reasoning', 'text', 'safety_identifier', 'user', 'prompt_cache_key', 'prompt_cache_retention', 'include', 'store',
  'metadata', 'service_tier', 'background', 'top_logprobs',
]);

/**
 * Background mode stores the response upstream, to be fetched and cancelled later by id: state that an upstream of
 * another format does not keep. Answering it synchronously would hold open what the client expects to be a quick
 * `queued` reply, and its later GET would find nothing.
 */
function rejectBackground(body: JsonRecord): void {
  if (body['background'] !== true) return;
  throw new TranslationError({
    code: 'unsupported_feature',
    message: "background: true needs the upstream to keep the response for later retrieval, which this model's upstream format cannot do; send the request without background.",
    path: '/background',
  });
}

/** OpenAI Responses request → IR. */
export function responsesRequestToIr(body: unknown, warnings: WarningSink): IrRequest {
  if (!isRecord(body)) throw new TranslationError({ code: 'invalid_request', message: 'The request body must be a JSON object.' });
  rejectServerState(body);
  rejectBackground(body);
  const ir: IrRequest = { system: [], messages: [], messagesPath: '/input', tools: readTools(body['tools']) };
  const model = readString(body, 'model');
  if (model !== undefined) ir.model = model;
  const instructions = readString(body, 'instructions');
  if (instructions !== undefined && instructions !== '') ir.system.push({ type: 'text', text: instructions });
  readResponsesItems(body['input'], ir, warnings);
  const choice = readToolChoice(body['tool_choice']);
  if (choice !== undefined) ir.toolChoice = choice;
  const parallel = readBoolean(body, 'parallel_tool_calls');
  if (parallel !== undefined) ir.parallelToolCalls = parallel;
  const maxTokens = readNumber(body, 'max_output_tokens');
  if (maxTokens !== undefined) ir.maxOutputTokens = maxTokens;
  const temperature = readNumber(body, 'temperature');
  if (temperature !== undefined) ir.temperature = temperature;
  const topP = readNumber(body, 'top_p');
  if (topP !== undefined) ir.topP = topP;
  const stream = readBoolean(body, 'stream');
  if (stream !== undefined) ir.stream = stream;
  readReasoning(body, ir);
  const text = asRecord(body['text']);
  const format = readTextFormat(text);
  if (format !== undefined) ir.responseFormat = format;
  const verbosity = readString(text, 'verbosity');
  if (verbosity !== undefined) ir.verbosity = verbosity;
  const user = readString(body, 'safety_identifier') ?? readString(body, 'user');
  if (user !== undefined) ir.user = user;
  const cacheKey = readString(body, 'prompt_cache_key');
  if (cacheKey !== undefined) ir.promptCacheKey = cacheKey;
  const include = asArray(body['include']).filter((item): item is string => typeof item === 'string');
  if (include.length > 0) ir.include = include;
  const store = readBoolean(body, 'store');
  if (store !== undefined) ir.store = store;
  const metadata = readStringMap(body['metadata']);
  if (metadata !== undefined) ir.metadata = metadata;
  const serviceTier = readString(body, 'service_tier');
  if (serviceTier !== undefined) ir.serviceTier = serviceTier;
  const retention = readString(body, 'prompt_cache_retention');
  if (retention !== undefined) ir.promptCacheRetention = retention;
  const topLogprobs = readNumber(body, 'top_logprobs');
  if (topLogprobs !== undefined) ir.logprobs = { path: '/top_logprobs', topLogprobs };
  else if (include.includes(LOGPROBS_INCLUDE)) ir.logprobs = { path: '/include' };
  reportUnreadFields(body, READ_FIELDS, 'Responses', warnings);
  return ir;
}
