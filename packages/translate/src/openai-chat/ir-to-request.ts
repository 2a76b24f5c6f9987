import type { IrAssistantPart, IrMessage, IrRequest, IrTool, IrToolResultPart, IrUserPart } from '@modelgate/ir';
import { formatDataUrl } from '../ir/data-url.js';
import { customToolInputSchema, describeCustomTool } from '../ir/describe-custom-tool.js';
import { flattenToolName } from '../ir/flatten-tool-name.js';
import { effortOf } from '../ir/map-reasoning-effort.js';
import { isRecord } from '../ir/read-json.js';
import type {
  ChatAssistantMessage,
  ChatFunctionDefinition,
  ChatMessage,
  ChatRequest,
  ChatResponseFormat,
  ChatTextPart,
  ChatTool,
  ChatToolCall,
  ChatToolChoice,
  ChatUserContentPart,
} from '@modelgate/openai-chat';
import { stripJsonSchemaMeta } from '../ir/strip-json-schema-meta.js';
import type { RequestTranslationOptions } from '../ir/request-translation-options.js';
import type { WarningSink } from '../ir/create-warning-sink.js';

const MAX_USER_LENGTH = 64;

type JsonSchemaFormat = Extract<ChatResponseFormat, { type: 'json_schema' }>['json_schema'];

function writeUserPart(part: IrUserPart, path: string, warnings: WarningSink): ChatUserContentPart | undefined {
  switch (part.type) {
    case 'text':
      if (part.cacheControl !== undefined) warnings.warn('cache_control_dropped', 'cache_control breakpoints have no chat equivalent (OpenAI caches automatically).');
      return { type: 'text', text: part.text };
    case 'image': {
      const url = part.source.kind === 'base64' ? formatDataUrl(part.source.mediaType, part.source.data) : part.source.url;
      const detail = part.detail;
      const imageUrl: { url: string; detail?: 'auto' | 'low' | 'high' } = { url };
      if (detail === 'auto' || detail === 'low' || detail === 'high') imageUrl.detail = detail;
      else if (detail !== undefined) warnings.warn('image_detail_dropped', `Chat has no image detail "${detail}"; the upstream's default applies.`, path);
      return { type: 'image_url', image_url: imageUrl };
    }
    case 'file': {
      const file: { file_data?: string; file_id?: string; filename?: string } = {};
      if (part.data !== undefined) file.file_data = formatDataUrl(part.mediaType ?? 'application/pdf', part.data);
      if (part.fileId !== undefined) file.file_id = part.fileId;
      if (part.filename !== undefined) file.filename = part.filename;
      if (part.url !== undefined) {
        warnings.warn('content_dropped', 'Chat cannot reference a document by URL; it was dropped.', path);
        return undefined;
      }
      return { type: 'file', file };
    }
    default: {
      const never: never = part;
      return never;
    }
  }
}

function writeUserContent(parts: IrUserPart[], path: string, warnings: WarningSink): string | ChatUserContentPart[] {
  const first = parts[0];
  if (parts.length === 1 && first?.type === 'text') {
    writeUserPart(first, path, warnings);
    return first.text;
  }
  return parts.map((part, index) => writeUserPart(part, `${path}/${index}`, warnings)).filter((part) => part !== undefined);
}

function writeToolContent(content: string | IrToolResultPart[], path: string, warnings: WarningSink): string | ChatTextPart[] {
  if (typeof content === 'string') return content;
  const texts = content.filter((part) => part.type === 'text');
  if (texts.length < content.length) warnings.warn('content_dropped', 'Chat tool messages carry text only; images and files in a tool result were dropped.', path);
  return texts.length === 1 ? (texts[0]?.text ?? '') : texts.map((part) => ({ type: 'text', text: part.text }));
}

function writeAssistant(parts: IrAssistantPart[], path: string, warnings: WarningSink): ChatAssistantMessage {
  const message: ChatAssistantMessage = { role: 'assistant' };
  const texts: string[] = [];
  const reasoning: string[] = [];
  const toolCalls: ChatToolCall[] = [];
  parts.forEach((part, index) => {
    switch (part.type) {
      case 'text':
        if (toolCalls.length > 0) warnings.warn('content_reordered', 'Chat cannot put text after a tool call; the text was moved before the tool calls.', `${path}/${index}`);
        texts.push(part.text);
        return;
      case 'refusal':
        message.refusal = part.text;
        return;
      case 'reasoning':
        if (part.opaque !== undefined) {
          warnings.warn('reasoning_dropped', 'Provider-signed reasoning cannot be replayed to a chat upstream and was dropped.', `${path}/${index}`);
        } else if (part.text !== '') reasoning.push(part.text);
        return;
      case 'tool-call':
        toolCalls.push({
          id: part.callId,
          type: 'function',
          function: {
            name: flattenToolName(part.name, part.namespace),
            arguments: part.kind === 'custom' ? JSON.stringify({ input: part.arguments }) : part.arguments === '' ? '{}' : part.arguments,
          },
        });
        return;
      default: {
        const never: never = part;
        return never;
      }
    }
  });
  message.content = texts.length > 0 ? texts.join('') : null;
  if (reasoning.length > 0) message.reasoning_content = reasoning.join('\n\n');
  if (toolCalls.length > 0) message.tool_calls = toolCalls;
  return message;
}

function writeMessages(ir: IrRequest, warnings: WarningSink): ChatMessage[] {
  const output: ChatMessage[] = [];
  if (ir.system.length > 0) {
    if (ir.system.some((part) => part.cacheControl !== undefined)) warnings.warn('cache_control_dropped', 'cache_control breakpoints have no chat equivalent (OpenAI caches automatically).');
    // `system`, not `developer`: OpenAI treats them alike, and many OpenAI-compatible servers know only `system`.
    output.push({ role: 'system', content: ir.system.map((part) => part.text).join('\n\n') });
  }
  ir.messages.forEach((message: IrMessage, index) => {
    const path = message.sourcePath ?? `/messages/${index}`;
    if (message.role === 'tool') {
      if (message.isError === true) warnings.warn('tool_error_flag_dropped', 'Chat tool messages have no error flag; is_error was dropped.', path);
      if (message.cacheControl !== undefined) warnings.warn('cache_control_dropped', 'cache_control breakpoints have no chat equivalent (OpenAI caches automatically).');
      output.push({ role: 'tool', tool_call_id: message.callId, content: writeToolContent(message.content, `${path}/content`, warnings) });
      return;
    }
    if (message.role === 'system') {
      output.push({ role: 'system', content: message.content.map((part) => part.text).join('\n\n') });
    } else if (message.role === 'user') {
      output.push({ role: 'user', content: writeUserContent(message.content, `${path}/content`, warnings) });
    } else {
      output.push(writeAssistant(message.content, `${path}/content`, warnings));
    }
  });
  return output;
}

function writeTool(tool: IrTool, warnings: WarningSink): ChatTool | undefined {
  switch (tool.kind) {
    case 'function': {
      const fn: ChatFunctionDefinition = { name: flattenToolName(tool.name, tool.namespace) };
      if (tool.description !== undefined) fn.description = tool.description;
      const parameters = stripJsonSchemaMeta(tool.parameters);
      if (isRecord(parameters)) fn.parameters = parameters;
      if (tool.strict === true) fn.strict = true;
      return { type: 'function', function: fn };
    }
    case 'custom':
      return { type: 'function', function: { name: tool.name, description: describeCustomTool(tool), parameters: customToolInputSchema() } };
    case 'tool_search': {
      const parameters = stripJsonSchemaMeta(tool.parameters);
      const fn: ChatFunctionDefinition = { name: 'tool_search', parameters: isRecord(parameters) ? parameters : { type: 'object', properties: {} } };
      if (tool.description !== undefined) fn.description = tool.description;
      return { type: 'function', function: fn };
    }
    case 'hosted':
      warnings.warn('tool_dropped', `The hosted "${tool.type}" tool has no chat equivalent and was dropped.`, '/tools');
      return undefined;
    default: {
      const never: never = tool;
      return never;
    }
  }
}

function writeToolChoice(ir: IrRequest, names: Set<string>, warnings: WarningSink): ChatToolChoice | undefined {
  const choice = ir.toolChoice;
  if (choice === undefined || names.size === 0) return undefined;
  if (choice.type !== 'tool') return choice.type;
  const name = flattenToolName(choice.name, choice.namespace);
  if (names.has(name)) return { type: 'function', function: { name } };
  warnings.warn('tool_choice_dropped', `tool_choice named "${name}", which is not among the translated tools; using auto.`, '/tool_choice');
  return 'auto';
}

function writeParameters(ir: IrRequest, body: ChatRequest, warnings: WarningSink): void {
  if (ir.maxOutputTokens !== undefined) body.max_completion_tokens = ir.maxOutputTokens;
  if (ir.temperature !== undefined) body.temperature = ir.temperature;
  if (ir.topP !== undefined) body.top_p = ir.topP;
  if (ir.topK !== undefined) warnings.warn('parameter_dropped', 'top_k has no chat equivalent and was dropped.', '/top_k');
  if (ir.stopSequences !== undefined) {
    if (ir.stopSequences.length > 4) warnings.warn('parameter_clamped', 'Chat accepts at most 4 stop sequences; the rest were dropped.', '/stop');
    body.stop = ir.stopSequences.slice(0, 4);
  }
  const effort = effortOf(ir.reasoning);
  if (effort !== undefined) body.reasoning_effort = effort;
  const summaryPath = ir.reasoning?.summaryPath;
  if (summaryPath !== undefined) {
    warnings.warn('parameter_dropped', 'Chat has no choice of how much reasoning comes back (a summary, or none); the choice was dropped.', summaryPath);
  }
  const format = ir.responseFormat;
  if (format?.type === 'json_schema') {
    const schema: JsonSchemaFormat = { name: format.name ?? 'response' };
    if (isRecord(format.schema)) schema.schema = format.schema;
    if (format.strict !== undefined) schema.strict = format.strict;
    if (format.description !== undefined) schema.description = format.description;
    body.response_format = { type: 'json_schema', json_schema: schema };
  } else if (format !== undefined) body.response_format = { type: format.type };
  if (ir.user !== undefined) {
    if (ir.user.length <= MAX_USER_LENGTH) body.user = ir.user;
    else warnings.warn('parameter_dropped', `The end-user id is longer than ${MAX_USER_LENGTH} characters and was dropped.`, '/user');
  }
  if (ir.promptCacheKey !== undefined) body.prompt_cache_key = ir.promptCacheKey;
  const verbosity = ir.verbosity;
  if (verbosity === 'low' || verbosity === 'medium' || verbosity === 'high') body.verbosity = verbosity;
  else if (verbosity !== undefined) warnings.warn('parameter_dropped', `Chat has no verbosity "${verbosity}"; it was dropped.`, '/verbosity');
  if (ir.metadata !== undefined) body.metadata = ir.metadata;
  // `store: false` is chat's default: only a request to store needs saying.
  if (ir.store === true) body.store = true;
  if (ir.serviceTier !== undefined) body.service_tier = ir.serviceTier;
  if (ir.promptCacheRetention !== undefined) body.prompt_cache_retention = ir.promptCacheRetention;
  if (ir.logprobs !== undefined) body.logprobs = true;
  if (ir.logprobs?.topLogprobs !== undefined) body.top_logprobs = ir.logprobs.topLogprobs;
}

/** IR → OpenAI Chat Completions request. */
export function irToChatRequest(ir: IrRequest, options: RequestTranslationOptions, warnings: WarningSink): ChatRequest {
  const body: ChatRequest = { model: options.model, messages: writeMessages(ir, warnings) };
  const tools = ir.tools.map((tool) => writeTool(tool, warnings)).filter((tool) => tool !== undefined);
  if (tools.length > 0) body.tools = tools;
  const names = new Set(tools.map((tool) => (tool.type === 'function' ? tool.function.name : tool.custom.name)));
  const toolChoice = writeToolChoice(ir, names, warnings);
  if (toolChoice !== undefined) body.tool_choice = toolChoice;
  if (ir.parallelToolCalls !== undefined && tools.length > 0) body.parallel_tool_calls = ir.parallelToolCalls;
  writeParameters(ir, body, warnings);
  const stream = options.stream ?? ir.stream;
  if (stream !== undefined) body.stream = stream;
  if (stream === true) body.stream_options = { include_usage: true };
  return body;
}
