import type { IrRequest, IrResponseFormat, IrTool, IrToolChoice } from '@modelgate/ir';
import type {
  ResponsesNamespaceMemberTool,
  ResponsesReasoningConfig,
  ResponsesRequest,
  ResponsesTextFormat,
  ResponsesTool,
  ResponsesToolChoice,
} from '@modelgate/openai-responses';
import type { WarningSink } from '../ir/create-warning-sink.js';
import { TranslationError } from '../translation-error.js';
import { reportUnreadFields } from '../ir/report-unread-fields.js';
import { setDefined } from '../ir/set-defined.js';
import { readResponsesItems } from './read-responses-items.js';
import { LOGPROBS_INCLUDE } from './logprobs-include.js';

/**
 * A function of a namespace tool, or a top-level one. A custom tool inside a namespace is read as a function of
 * its name (the IR's custom tools have no namespace).
 */
function readFunctionTool(tool: ResponsesNamespaceMemberTool, namespace: string | undefined): IrTool {
  const ir: IrTool = { kind: 'function', name: tool.name };
  if (typeof tool.description === 'string') ir.description = tool.description;
  if (tool.type === 'function') {
    setDefined(ir, 'parameters', tool.parameters);
    setDefined(ir, 'strict', tool.strict);
  }
  if (namespace !== undefined) ir.namespace = namespace;
  return ir;
}

function readTool(tool: ResponsesTool): IrTool[] {
  switch (tool.type) {
    case 'function':
      return [readFunctionTool(tool, undefined)];
    case 'namespace':
      return tool.tools.map((inner) => readFunctionTool(inner, tool.name));
    case 'custom': {
      const ir: IrTool = { kind: 'custom', name: tool.name };
      if (tool.description !== undefined) ir.description = tool.description;
      if (tool.format !== undefined) ir.format = tool.format;
      return [ir];
    }
    case 'tool_search': {
      if (tool.execution === 'server') break;
      const ir: IrTool = { kind: 'tool_search' };
      if (tool.description !== undefined) ir.description = tool.description;
      // null is kept: the client sent it, and a Responses upstream is given it back as written.
      if (tool.parameters !== undefined) ir.parameters = tool.parameters;
      return [ir];
    }
    default:
      break;
  }
  return [{ kind: 'hosted', format: 'openai-responses', type: tool.type, raw: tool }];
}

function readToolChoice(choice: ResponsesToolChoice | undefined): IrToolChoice | undefined {
  if (choice === undefined) return undefined;
  if (typeof choice === 'string') return { type: choice };
  if (choice.type === 'function' || choice.type === 'custom') return { type: 'tool', name: choice.name };
  return undefined;
}

function readTextFormat(format: ResponsesTextFormat | undefined): IrResponseFormat | undefined {
  if (format === undefined) return undefined;
  if (format.type !== 'json_schema') return { type: format.type };
  const ir: IrResponseFormat = { type: 'json_schema', schema: format.schema, name: format.name };
  if (typeof format.strict === 'boolean') ir.strict = format.strict;
  if (format.description !== undefined) ir.description = format.description;
  return ir;
}

function readReasoning(reasoning: ResponsesReasoningConfig | undefined, ir: IrRequest): void {
  if (reasoning === undefined || reasoning === null) return;
  const effort = reasoning.effort ?? undefined;
  const summary = reasoning.summary ?? undefined;
  if (effort === undefined && summary === undefined) return;
  ir.reasoning = effort === 'none' ? { enabled: false } : {};
  if (effort !== undefined && effort !== 'none') ir.reasoning.effort = effort;
  if (summary !== undefined) {
    ir.reasoning.summary = summary;
    // A target that cannot choose how reasoning comes back reports this field as dropped.
    ir.reasoning.summaryPath = '/reasoning/summary';
  }
}

function rejectServerState(body: ResponsesRequest): void {
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
function rejectBackground(body: ResponsesRequest): void {
  if (body.background !== true) return;
  throw new TranslationError({
    code: 'unsupported_feature',
    message: "background: true needs the upstream to keep the response for later retrieval, which this model's upstream format cannot do; send the request without background.",
    path: '/background',
  });
}

/** A Responses request's tools: what `responsesRequestToIr` reads, and all that restoring an answer's tool calls needs. */
export function responsesRequestToolsToIr(body: ResponsesRequest): IrTool[] {
  return (body.tools ?? []).flatMap(readTool);
}

/** OpenAI Responses request → IR. */
export function responsesRequestToIr(body: ResponsesRequest, warnings: WarningSink): IrRequest {
  rejectServerState(body);
  rejectBackground(body);
  const ir: IrRequest = { system: [], messages: [], messagesPath: '/input', tools: responsesRequestToolsToIr(body) };
  ir.model = body.model;
  const instructions = body.instructions;
  if (typeof instructions === 'string' && instructions !== '') ir.system.push({ type: 'text', text: instructions });
  readResponsesItems(body.input, ir, warnings);
  const choice = readToolChoice(body.tool_choice);
  if (choice !== undefined) ir.toolChoice = choice;
  setDefined(ir, 'parallelToolCalls', body.parallel_tool_calls);
  setDefined(ir, 'maxOutputTokens', body.max_output_tokens);
  setDefined(ir, 'temperature', body.temperature);
  setDefined(ir, 'topP', body.top_p);
  setDefined(ir, 'stream', body.stream);
  readReasoning(body.reasoning, ir);
  const format = readTextFormat(body.text?.format);
  if (format !== undefined) ir.responseFormat = format;
  setDefined(ir, 'verbosity', body.text?.verbosity);
  setDefined(ir, 'user', body.safety_identifier ?? body.user);
  setDefined(ir, 'promptCacheKey', body.prompt_cache_key);
  const include = body.include ?? [];
  if (include.length > 0) ir.include = [...include];
  setDefined(ir, 'store', body.store);
  if (body.metadata !== undefined && body.metadata !== null) ir.metadata = { ...body.metadata };
  setDefined(ir, 'serviceTier', body.service_tier);
  setDefined(ir, 'promptCacheRetention', body.prompt_cache_retention);
  const topLogprobs = body.top_logprobs;
  if (typeof topLogprobs === 'number') ir.logprobs = { path: '/top_logprobs', topLogprobs };
  else if (include.includes(LOGPROBS_INCLUDE)) ir.logprobs = { path: '/include' };
  reportUnreadFields(body, READ_FIELDS, 'Responses', warnings);
  return ir;
}
