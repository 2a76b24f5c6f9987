import type { IrAssistantPart, IrRequest, IrTool, IrToolResultPart, IrUserPart } from '@modelgate/ir';
import type {
  ResponsesCustomTool,
  ResponsesFunctionTool,
  ResponsesInputImagePart,
  ResponsesInputItem,
  ResponsesOutputContentPart,
  ResponsesReasoningConfig,
  ResponsesReasoningItem,
  ResponsesRequest,
  ResponsesTextConfig,
  ResponsesTextFormat,
  ResponsesTool,
  ResponsesToolChoice,
  ResponsesToolOutputPart,
  ResponsesToolSearchTool,
} from '@modelgate/openai-responses';
import { formatDataUrl } from '../ir/data-url.js';
import { effortOf } from '../ir/map-reasoning-effort.js';
import { isRecord, parseJson } from '../ir/read-json.js';
import { stripJsonSchemaMeta } from '../ir/strip-json-schema-meta.js';
import type { RequestTranslationOptions } from '../ir/request-translation-options.js';
import type { WarningSink } from '../ir/create-warning-sink.js';
import { LOGPROBS_INCLUDE } from './logprobs-include.js';
import { writeCustomToolFormat } from './write-custom-tool-format.js';

const MAX_USER_LENGTH = 64;

type ImageDetail = NonNullable<ResponsesInputImagePart['detail']>;
const IMAGE_DETAILS: readonly string[] = ['low', 'high', 'auto', 'original'] satisfies ImageDetail[];
type Verbosity = NonNullable<NonNullable<ResponsesTextConfig>['verbosity']>;
const VERBOSITIES: readonly string[] = ['low', 'medium', 'high'] satisfies Verbosity[];
type ReasoningSummary = NonNullable<NonNullable<ResponsesReasoningConfig>['summary']>;
const REASONING_SUMMARIES: readonly string[] = ['auto', 'concise', 'detailed', 'none'] satisfies ReasoningSummary[];

function isImageDetail(value: string): value is ImageDetail {
  return IMAGE_DETAILS.includes(value);
}

function isVerbosity(value: string): value is Verbosity {
  return VERBOSITIES.includes(value);
}

function isReasoningSummary(value: string): value is ReasoningSummary {
  return REASONING_SUMMARIES.includes(value);
}

/** A hosted tool the Responses reader kept as written (`IrHostedTool.raw` of format openai-responses). */
function isResponsesTool(raw: unknown): raw is ResponsesTool {
  return isRecord(raw) && typeof raw['type'] === 'string';
}

function writeImageDetail(detail: string | undefined, warnings: WarningSink): ImageDetail {
  if (detail === undefined) return 'auto';
  if (isImageDetail(detail)) return detail;
  warnings.warn('image_detail_dropped', `Responses has no image detail "${detail}"; auto was sent.`);
  return 'auto';
}

function writeInputPart(part: IrUserPart | IrToolResultPart, warnings: WarningSink): ResponsesToolOutputPart {
  switch (part.type) {
    case 'text':
      if (part.cacheControl !== undefined) warnings.warn('cache_control_dropped', 'cache_control breakpoints have no Responses equivalent (OpenAI caches automatically).');
      return { type: 'input_text', text: part.text };
    case 'image':
      return {
        type: 'input_image',
        image_url: part.source.kind === 'base64' ? formatDataUrl(part.source.mediaType, part.source.data) : part.source.url,
        detail: writeImageDetail(part.detail, warnings),
      };
    case 'file': {
      const file: ResponsesToolOutputPart = { type: 'input_file' };
      if (part.data !== undefined) file.file_data = formatDataUrl(part.mediaType ?? 'application/pdf', part.data);
      if (part.url !== undefined) file.file_url = part.url;
      if (part.fileId !== undefined) file.file_id = part.fileId;
      if (part.filename !== undefined) file.filename = part.filename;
      return file;
    }
    default: {
      const never: never = part;
      return never;
    }
  }
}

function writeAssistant(parts: IrAssistantPart[], path: string, input: ResponsesInputItem[], warnings: WarningSink): void {
  let message: ResponsesOutputContentPart[] | undefined;
  const flush = (): void => {
    if (message !== undefined) input.push({ type: 'message', role: 'assistant', content: message });
    message = undefined;
  };
  parts.forEach((part, index) => {
    switch (part.type) {
      case 'text':
        message ??= [];
        message.push({ type: 'output_text', text: part.text, annotations: [] });
        return;
      case 'refusal':
        message ??= [];
        message.push({ type: 'refusal', refusal: part.text });
        return;
      case 'reasoning': {
        flush();
        if (part.opaque?.format !== 'openai-responses') {
          warnings.warn('reasoning_dropped', 'Reasoning from another provider cannot be replayed to a Responses upstream and was dropped.', `${path}/${index}`);
          return;
        }
        const id = part.id ?? part.opaque.id;
        const item: ResponsesReasoningItem = {
          type: 'reasoning',
          ...(id === undefined ? {} : { id }),
          summary: (part.summary ?? (part.text === '' ? [] : [part.text])).map((text) => ({ type: 'summary_text', text })),
          encrypted_content: part.opaque.value,
        };
        input.push(item);
        return;
      }
      case 'tool-call':
        flush();
        if (part.kind === 'custom') input.push({ type: 'custom_tool_call', call_id: part.callId, name: part.name, input: part.arguments });
        else if (part.kind === 'tool_search') {
          input.push({ type: 'tool_search_call', call_id: part.callId, arguments: parseJson(part.arguments) ?? {}, execution: 'client' });
        } else {
          input.push({
            type: 'function_call', call_id: part.callId, name: part.name, arguments: part.arguments === '' ? '{}' : part.arguments,
            ...(part.namespace === undefined ? {} : { namespace: part.namespace }),
          });
        }
        return;
      default: {
        const never: never = part;
        return never;
      }
    }
  });
  flush();
}

/** The tools a client-run tool search found, from the IR tool result's JSON text (a list of tool definitions). */
function readFoundTools(output: string | ResponsesToolOutputPart[]): Record<string, unknown>[] {
  const tools = typeof output === 'string' ? parseJson(output) : undefined;
  return Array.isArray(tools) ? tools.filter(isRecord) : [];
}

function writeInput(ir: IrRequest, body: ResponsesRequest, warnings: WarningSink): ResponsesInputItem[] {
  const input: ResponsesInputItem[] = [];
  if (ir.system.length > 0) {
    if (ir.systemIsDeveloper === true) {
      input.push({ type: 'message', role: 'developer', content: ir.system.map((part) => writeInputPart(part, warnings)) });
    } else {
      if (ir.system.some((part) => part.cacheControl !== undefined)) warnings.warn('cache_control_dropped', 'cache_control breakpoints have no Responses equivalent (OpenAI caches automatically).');
      body.instructions = ir.system.map((part) => part.text).join('\n\n');
    }
  }
  ir.messages.forEach((message, index) => {
    const path = message.sourcePath ?? `/messages/${index}`;
    switch (message.role) {
      case 'system':
        input.push({ type: 'message', role: message.developer === true ? 'developer' : 'system', content: message.content.map((part) => writeInputPart(part, warnings)) });
        return;
      case 'user':
        input.push({ type: 'message', role: 'user', content: message.content.map((part) => writeInputPart(part, warnings)) });
        return;
      case 'assistant':
        writeAssistant(message.content, `${path}/content`, input, warnings);
        return;
      case 'tool': {
        if (message.isError === true) warnings.warn('tool_error_flag_dropped', 'Responses tool outputs have no error flag; is_error was dropped.', path);
        if (message.cacheControl !== undefined) warnings.warn('cache_control_dropped', 'cache_control breakpoints have no Responses equivalent (OpenAI caches automatically).');
        const output = typeof message.content === 'string' ? message.content : message.content.map((part) => writeInputPart(part, warnings));
        if (message.kind === 'tool_search') input.push({ type: 'tool_search_output', call_id: message.callId, tools: readFoundTools(output), execution: 'client' });
        else input.push({ type: message.kind === 'custom' ? 'custom_tool_call_output' : 'function_call_output', call_id: message.callId, output });
        return;
      }
      default: {
        const never: never = message;
        return never;
      }
    }
  });
  return input;
}

function writeFunction(tool: Extract<IrTool, { kind: 'function' }>): ResponsesFunctionTool {
  const written: ResponsesFunctionTool = { type: 'function', name: tool.name };
  if (tool.description !== undefined) written.description = tool.description;
  const parameters = stripJsonSchemaMeta(tool.parameters);
  written.parameters = isRecord(parameters) ? parameters : { type: 'object', properties: {} };
  // Responses defaults `strict` to true, which rejects most hand-written schemas: say false unless asked.
  written.strict = tool.strict ?? false;
  return written;
}

function writeTools(ir: IrRequest, warnings: WarningSink): ResponsesTool[] {
  const tools: ResponsesTool[] = [];
  const namespaces = new Map<string, ResponsesFunctionTool[]>();
  for (const tool of ir.tools) {
    switch (tool.kind) {
      case 'function':
        if (tool.namespace === undefined) tools.push(writeFunction(tool));
        else {
          let inner = namespaces.get(tool.namespace);
          if (inner === undefined) {
            inner = [];
            namespaces.set(tool.namespace, inner);
            tools.push({ type: 'namespace', name: tool.namespace, tools: inner });
          }
          inner.push(writeFunction(tool));
        }
        break;
      case 'custom': {
        const written: ResponsesCustomTool = { type: 'custom', name: tool.name };
        if (tool.description !== undefined) written.description = tool.description;
        const format = writeCustomToolFormat(tool.format, '/tools', warnings);
        if (format !== undefined) written.format = format;
        tools.push(written);
        break;
      }
      case 'tool_search': {
        const written: ResponsesToolSearchTool = { type: 'tool_search', execution: tool.execution === 'server' ? 'server' : 'client' };
        if (tool.description !== undefined) written.description = tool.description;
        if (tool.parameters === null || isRecord(tool.parameters)) written.parameters = tool.parameters;
        tools.push(written);
        break;
      }
      case 'hosted':
        if (tool.format === 'openai-responses' && isResponsesTool(tool.raw)) tools.push(tool.raw);
        else warnings.warn('tool_dropped', `The hosted "${tool.type}" tool has no Responses equivalent and was dropped.`, '/tools');
        break;
      default: {
        const never: never = tool;
        return never;
      }
    }
  }
  return tools;
}

function writeToolChoice(ir: IrRequest, tools: ResponsesTool[], warnings: WarningSink): ResponsesToolChoice | undefined {
  const choice = ir.toolChoice;
  if (choice === undefined || tools.length === 0) return undefined;
  if (choice.type !== 'tool') return choice.type;
  const target = ir.tools.find((tool) => (tool.kind === 'function' || tool.kind === 'custom') && tool.name === choice.name);
  if (target === undefined) {
    warnings.warn('tool_choice_dropped', `tool_choice named "${choice.name}", which is not among the translated tools; using auto.`, '/tool_choice');
    return 'auto';
  }
  return { type: target.kind === 'custom' ? 'custom' : 'function', name: choice.name };
}

function writeTextFormat(format: IrRequest['responseFormat'], warnings: WarningSink): ResponsesTextFormat | undefined {
  if (format === undefined) return undefined;
  if (format.type !== 'json_schema') return { type: format.type };
  if (!isRecord(format.schema)) {
    warnings.warn('parameter_dropped', 'A json_schema format without a schema has no Responses equivalent; any JSON object was asked for instead.', '/response_format');
    return { type: 'json_object' };
  }
  const written: ResponsesTextFormat = { type: 'json_schema', name: format.name ?? 'response', schema: format.schema };
  if (format.strict !== undefined) written.strict = format.strict;
  if (format.description !== undefined) written.description = format.description;
  return written;
}

function writeReasoning(ir: IrRequest, warnings: WarningSink): ResponsesReasoningConfig | undefined {
  const effort = effortOf(ir.reasoning);
  const summary = ir.reasoning?.summary;
  if (effort === undefined && summary === undefined) return undefined;
  const reasoning: NonNullable<ResponsesReasoningConfig> = {};
  if (effort !== undefined) reasoning.effort = effort;
  if (summary !== undefined) {
    if (isReasoningSummary(summary)) reasoning.summary = summary;
    else warnings.warn('parameter_dropped', `Responses has no reasoning summary "${summary}"; it was dropped.`, '/reasoning/summary');
  }
  return reasoning;
}

function writeParameters(ir: IrRequest, body: ResponsesRequest, warnings: WarningSink): void {
  if (ir.maxOutputTokens !== undefined) body.max_output_tokens = ir.maxOutputTokens;
  if (ir.temperature !== undefined) body.temperature = ir.temperature;
  if (ir.topP !== undefined) body.top_p = ir.topP;
  if (ir.topK !== undefined) warnings.warn('parameter_dropped', 'top_k has no Responses equivalent and was dropped.', '/top_k');
  if (ir.stopSequences !== undefined) warnings.warn('parameter_dropped', 'Responses has no stop sequences; they were dropped.', '/stop');
  const reasoning = writeReasoning(ir, warnings);
  if (reasoning !== undefined) body.reasoning = reasoning;
  const text: NonNullable<ResponsesTextConfig> = {};
  const format = writeTextFormat(ir.responseFormat, warnings);
  if (format !== undefined) text.format = format;
  const verbosity = ir.verbosity;
  if (verbosity !== undefined) {
    if (isVerbosity(verbosity)) text.verbosity = verbosity;
    else warnings.warn('parameter_dropped', `Responses has no verbosity "${verbosity}"; it was dropped.`, '/verbosity');
  }
  if (Object.keys(text).length > 0) body.text = text;
  if (ir.user !== undefined) {
    if (ir.user.length <= MAX_USER_LENGTH) body.safety_identifier = ir.user;
    else warnings.warn('parameter_dropped', `The end-user id is longer than ${MAX_USER_LENGTH} characters and was dropped.`, '/user');
  }
  if (ir.promptCacheKey !== undefined) body.prompt_cache_key = ir.promptCacheKey;
  if (ir.metadata !== undefined) body.metadata = ir.metadata;
  if (ir.serviceTier !== undefined) body.service_tier = ir.serviceTier;
  if (ir.promptCacheRetention !== undefined) body.prompt_cache_retention = ir.promptCacheRetention;
  if (ir.logprobs?.topLogprobs !== undefined) body.top_logprobs = ir.logprobs.topLogprobs;
}

/** IR → OpenAI Responses request. Stateless unless the client asked to store (`store: false` by default), and encrypted reasoning is asked for when reasoning is on. */
export function irToResponsesRequest(ir: IrRequest, options: RequestTranslationOptions, warnings: WarningSink): ResponsesRequest {
  const body: ResponsesRequest = { model: options.model };
  body.input = writeInput(ir, body, warnings);
  const tools = writeTools(ir, warnings);
  if (tools.length > 0) body.tools = tools;
  const toolChoice = writeToolChoice(ir, tools, warnings);
  if (toolChoice !== undefined) body.tool_choice = toolChoice;
  if (ir.parallelToolCalls !== undefined && tools.length > 0) body.parallel_tool_calls = ir.parallelToolCalls;
  writeParameters(ir, body, warnings);
  body.store = ir.store ?? false;
  const include = new Set(ir.include ?? []);
  if (ir.reasoning !== undefined && ir.reasoning.enabled !== false) include.add('reasoning.encrypted_content');
  if (ir.logprobs !== undefined) include.add(LOGPROBS_INCLUDE);
  if (include.size > 0) body.include = [...include];
  const stream = options.stream ?? ir.stream;
  if (stream !== undefined) body.stream = stream;
  return body;
}
