import type { IrAssistantPart, IrRequest, IrTool, IrToolResultPart, IrUserPart } from '@modelgate/ir';
import { formatDataUrl } from '../ir/data-url.js';
import { effortOf } from '../ir/map-reasoning-effort.js';
import { parseJson, type JsonRecord } from '../ir/read-json.js';
import { stripJsonSchemaMeta } from '../ir/strip-json-schema-meta.js';
import type { RequestTranslationOptions } from '../ir/request-translation-options.js';
import type { WarningSink } from '../ir/create-warning-sink.js';
import { LOGPROBS_INCLUDE } from './logprobs-include.js';

const MAX_USER_LENGTH = 64;

function writeInputPart(part: IrUserPart | IrToolResultPart, warnings: WarningSink): JsonRecord {
  switch (part.type) {
    case 'text':
      if (part.cacheControl !== undefined) warnings.warn('cache_control_dropped', 'cache_control breakpoints have no Responses equivalent (OpenAI caches automatically).');
      return { type: 'input_text', text: part.text };
    case 'image':
      return {
        type: 'input_image',
        image_url: part.source.kind === 'base64' ? formatDataUrl(part.source.mediaType, part.source.data) : part.source.url,
        detail: part.detail ?? 'auto',
      };
    case 'file': {
      const file: JsonRecord = { type: 'input_file' };
      if (part.data !== undefined) file['file_data'] = formatDataUrl(part.mediaType ?? 'application/pdf', part.data);
      if (part.url !== undefined) file['file_url'] = part.url;
      if (part.fileId !== undefined) file['file_id'] = part.fileId;
      if (part.filename !== undefined) file['filename'] = part.filename;
      return file;
    }
    default: {
      const never: never = part;
      return never;
    }
  }
}

function writeAssistant(parts: IrAssistantPart[], path: string, input: JsonRecord[], warnings: WarningSink): void {
  let message: JsonRecord[] | undefined;
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
        const item: JsonRecord = { type: 'reasoning' };
        const id = part.id ?? part.opaque.id;
        if (id !== undefined) item['id'] = id;
        item['summary'] = (part.summary ?? (part.text === '' ? [] : [part.text])).map((text) => ({ type: 'summary_text', text }));
        item['encrypted_content'] = part.opaque.value;
        input.push(item);
        return;
      }
      case 'tool-call':
        flush();
        if (part.kind === 'custom') input.push({ type: 'custom_tool_call', call_id: part.callId, name: part.name, input: part.arguments });
        else if (part.kind === 'tool_search') {
          input.push({ type: 'tool_search_call', call_id: part.callId, arguments: parseJson(part.arguments) ?? {}, execution: 'client' });
        } else {
          const call: JsonRecord = { type: 'function_call', call_id: part.callId, name: part.name, arguments: part.arguments === '' ? '{}' : part.arguments };
          if (part.namespace !== undefined) call['namespace'] = part.namespace;
          input.push(call);
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

function writeInput(ir: IrRequest, body: JsonRecord, warnings: WarningSink): JsonRecord[] {
  const input: JsonRecord[] = [];
  if (ir.system.length > 0) {
    if (ir.systemIsDeveloper === true) {
      input.push({ type: 'message', role: 'developer', content: ir.system.map((part) => writeInputPart(part, warnings)) });
    } else {
      if (ir.system.some((part) => part.cacheControl !== undefined)) warnings.warn('cache_control_dropped', 'cache_control breakpoints have no Responses equivalent (OpenAI caches automatically).');
      body['instructions'] = ir.system.map((part) => part.text).join('\n\n');
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
        const type = message.kind === 'custom' ? 'custom_tool_call_output' : message.kind === 'tool_search' ? 'tool_search_output' : 'function_call_output';
        input.push(type === 'tool_search_output' ? { type, call_id: message.callId, tools: parseJson(String(output)) ?? [], execution: 'client' } : { type, call_id: message.callId, output });
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

function writeFunction(tool: Extract<IrTool, { kind: 'function' }>): JsonRecord {
  const written: JsonRecord = { type: 'function', name: tool.name };
  if (tool.description !== undefined) written['description'] = tool.description;
  written['parameters'] = stripJsonSchemaMeta(tool.parameters ?? { type: 'object', properties: {} });
  // Responses defaults `strict` to true, which rejects most hand-written schemas: say false unless asked.
  written['strict'] = tool.strict ?? false;
  return written;
}

function writeTools(ir: IrRequest, warnings: WarningSink): JsonRecord[] {
  const tools: JsonRecord[] = [];
  const namespaces = new Map<string, JsonRecord[]>();
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
        const written: JsonRecord = { type: 'custom', name: tool.name };
        if (tool.description !== undefined) written['description'] = tool.description;
        if (tool.format !== undefined) written['format'] = tool.format;
        tools.push(written);
        break;
      }
      case 'tool_search': {
        const written: JsonRecord = { type: 'tool_search', execution: tool.execution ?? 'client' };
        if (tool.description !== undefined) written['description'] = tool.description;
        if (tool.parameters !== undefined) written['parameters'] = tool.parameters;
        tools.push(written);
        break;
      }
      case 'hosted':
        if (tool.format === 'openai-responses') tools.push(tool.raw as JsonRecord);
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

function writeToolChoice(ir: IrRequest, tools: JsonRecord[], warnings: WarningSink): unknown {
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

function writeParameters(ir: IrRequest, body: JsonRecord, warnings: WarningSink): void {
  if (ir.maxOutputTokens !== undefined) body['max_output_tokens'] = ir.maxOutputTokens;
  if (ir.temperature !== undefined) body['temperature'] = ir.temperature;
  if (ir.topP !== undefined) body['top_p'] = ir.topP;
  if (ir.topK !== undefined) warnings.warn('parameter_dropped', 'top_k has no Responses equivalent and was dropped.', '/top_k');
  if (ir.stopSequences !== undefined) warnings.warn('parameter_dropped', 'Responses has no stop sequences; they were dropped.', '/stop');
  const effort = effortOf(ir.reasoning);
  if (effort !== undefined || ir.reasoning?.summary !== undefined) {
    const reasoning: JsonRecord = {};
    if (effort !== undefined) reasoning['effort'] = effort;
    if (ir.reasoning?.summary !== undefined) reasoning['summary'] = ir.reasoning.summary;
    body['reasoning'] = reasoning;
  }
  const text: JsonRecord = {};
  const format = ir.responseFormat;
  if (format?.type === 'json_schema') {
    const written: JsonRecord = { type: 'json_schema', name: format.name ?? 'response', schema: format.schema };
    if (format.strict !== undefined) written['strict'] = format.strict;
    if (format.description !== undefined) written['description'] = format.description;
    text['format'] = written;
  } else if (format !== undefined) text['format'] = { type: format.type };
  if (ir.verbosity !== undefined) text['verbosity'] = ir.verbosity;
  if (Object.keys(text).length > 0) body['text'] = text;
  if (ir.user !== undefined) {
    if (ir.user.length <= MAX_USER_LENGTH) body['safety_identifier'] = ir.user;
    else warnings.warn('parameter_dropped', `The end-user id is longer than ${MAX_USER_LENGTH} characters and was dropped.`, '/user');
  }
  if (ir.promptCacheKey !== undefined) body['prompt_cache_key'] = ir.promptCacheKey;
  if (ir.metadata !== undefined) body['metadata'] = ir.metadata;
  if (ir.serviceTier !== undefined) body['service_tier'] = ir.serviceTier;
  if (ir.promptCacheRetention !== undefined) body['prompt_cache_retention'] = ir.promptCacheRetention;
  if (ir.logprobs?.topLogprobs !== undefined) body['top_logprobs'] = ir.logprobs.topLogprobs;
}

/** IR → OpenAI Responses request. Stateless unless the client asked to store (`store: false` by default), and encrypted reasoning is asked for when reasoning is on. */
export function irToResponsesRequest(ir: IrRequest, options: RequestTranslationOptions, warnings: WarningSink): JsonRecord {
  const body: JsonRecord = { model: options.model };
  body['input'] = writeInput(ir, body, warnings);
  const tools = writeTools(ir, warnings);
  if (tools.length > 0) body['tools'] = tools;
  const toolChoice = writeToolChoice(ir, tools, warnings);
  if (toolChoice !== undefined) body['tool_choice'] = toolChoice;
  if (ir.parallelToolCalls !== undefined && tools.length > 0) body['parallel_tool_calls'] = ir.parallelToolCalls;
  writeParameters(ir, body, warnings);
  body['store'] = ir.store ?? false;
  const include = new Set(ir.include ?? []);
  if (ir.reasoning !== undefined && ir.reasoning.enabled !== false) include.add('reasoning.encrypted_content');
  if (ir.logprobs !== undefined) include.add(LOGPROBS_INCLUDE);
  if (include.size > 0) body['include'] = [...include];
  const stream = options.stream ?? ir.stream;
  if (stream !== undefined) body['stream'] = stream;
  return body;
}
