import type { IrAssistantPart, IrMessage, IrRequest, IrResponseFormat, IrTextPart, IrTool, IrToolChoice } from '@modelgate/ir';
import type {
  ChatAssistantMessage,
  ChatFunctionDefinition,
  ChatMessage,
  ChatRequest,
  ChatResponseFormat,
  ChatTool,
  ChatToolChoice,
} from '@modelgate/openai-chat';
import { setDefined } from '../ir/set-defined.js';
import { stampSourcePath } from '../ir/stamp-source-path.js';
import type { WarningSink } from '../ir/create-warning-sink.js';
import { TranslationError } from '../translation-error.js';
import { reportUnreadFields } from '../ir/report-unread-fields.js';
import { chatTextOf, readChatUserContent } from './read-chat-content.js';

function readAssistant(message: ChatAssistantMessage): IrAssistantPart[] {
  const parts: IrAssistantPart[] = [];
  const reasoning = message.reasoning_content ?? message.reasoning;
  if (typeof reasoning === 'string' && reasoning !== '') parts.push({ type: 'reasoning', text: reasoning });
  const text = chatTextOf(message.content);
  if (text !== '') parts.push({ type: 'text', text });
  const refusal = message.refusal;
  if (typeof refusal === 'string' && refusal !== '') parts.push({ type: 'refusal', text: refusal });
  for (const call of message.tool_calls ?? []) {
    if (call.type === 'custom') parts.push({ type: 'tool-call', callId: call.id, name: call.custom.name, arguments: call.custom.input, kind: 'custom' });
    else parts.push({ type: 'tool-call', callId: call.id, name: call.function.name, arguments: call.function.arguments, kind: 'function' });
  }
  return parts;
}

function readFunction(fn: ChatFunctionDefinition): IrTool {
  const tool: IrTool = { kind: 'function', name: fn.name };
  if (fn.description !== undefined) tool.description = fn.description;
  if (fn.parameters !== undefined) tool.parameters = fn.parameters;
  return tool;
}

function readTools(tools: ChatTool[], warnings: WarningSink): IrTool[] {
  const read: IrTool[] = [];
  tools.forEach((tool, index) => {
    switch (tool.type) {
      case 'custom': {
        const ir: IrTool = { kind: 'custom', name: tool.custom.name };
        if (tool.custom.description !== undefined) ir.description = tool.custom.description;
        if (tool.custom.format !== undefined) ir.format = tool.custom.format;
        read.push(ir);
        return;
      }
      case 'function': {
        const ir = readFunction(tool.function);
        const strict = tool.function.strict;
        if (ir.kind === 'function' && typeof strict === 'boolean') ir.strict = strict;
        read.push(ir);
        return;
      }
      default: {
        const other: never = tool;
        warnings.warn('tool_dropped', 'A tool of a kind chat does not know has no equivalent and was dropped.', `/tools/${index}`);
        return other;
      }
    }
  });
  return read;
}

function readToolChoice(choice: ChatToolChoice): IrToolChoice | undefined {
  if (typeof choice === 'string') return { type: choice };
  if (choice.type === 'function') return { type: 'tool', name: choice.function.name };
  if (choice.type === 'custom') return { type: 'tool', name: choice.custom.name };
  return undefined;
}

function readChatResponseFormat(format: ChatResponseFormat): IrResponseFormat | undefined {
  if (format.type === 'text' || format.type === 'json_object') return { type: format.type };
  if (format.type !== 'json_schema') return undefined;
  const schema = format.json_schema;
  const ir: IrResponseFormat = { type: 'json_schema', schema: schema.schema, name: schema.name };
  if (typeof schema.strict === 'boolean') ir.strict = schema.strict;
  if (schema.description !== undefined) ir.description = schema.description;
  return ir;
}

function readMessage(message: ChatMessage, index: number, leading: boolean, ir: IrRequest, warnings: WarningSink): void {
  const path = `/messages/${index}/content`;
  switch (message.role) {
    case 'system':
    case 'developer': {
      const text = chatTextOf(message.content);
      const content: IrTextPart[] = text === '' ? [] : [{ type: 'text', text }];
      if (leading) {
        if (ir.system.length === 0 && message.role === 'developer') ir.systemIsDeveloper = true;
        ir.system.push(...content);
      } else if (content.length > 0) {
        const system: IrMessage = { role: 'system', content };
        if (message.role === 'developer') system.developer = true;
        ir.messages.push(system);
      }
      return;
    }
    case 'user': {
      const content = readChatUserContent(message.content, path, warnings);
      if (content.length > 0) ir.messages.push({ role: 'user', content });
      return;
    }
    case 'assistant': {
      const content = readAssistant(message);
      if (content.length > 0) ir.messages.push({ role: 'assistant', content });
      return;
    }
    case 'tool':
      ir.messages.push({
        role: 'tool',
        callId: message.tool_call_id,
        content: typeof message.content === 'string' ? message.content : readChatUserContent(message.content, path, warnings),
        kind: 'function',
      });
      return;
    default:
      warnings.warn('message_dropped', `A "${message.role}" message has no equivalent and was dropped.`, `/messages/${index}`);
  }
}

function readMessages(messages: ChatMessage[], ir: IrRequest, warnings: WarningSink): void {
  let leading = true;
  messages.forEach((message, index) => {
    const before = ir.messages.length;
    if (message.role !== 'system' && message.role !== 'developer') leading = false;
    readMessage(message, index, leading, ir, warnings);
    stampSourcePath(ir.messages, before, `/messages/${index}`);
  });
}

/** The chat fields this reader carries into the IR (or that shape the answer: `stream_options`). */
const READ_FIELDS: ReadonlySet<string> = new Set([
  'model', 'messages', 'n', 'tools', 'tool_choice', 'parallel_tool_calls', 'functions', 'function_call', 'max_completion_tokens', 'max_tokens',
  'temperature', 'top_p', 'stop', 'stream', 'stream_options', 'reasoning_effort', 'response_format', 'safety_identifier', 'user',
  'prompt_cache_key', 'prompt_cache_retention', 'verbosity', 'metadata', 'store', 'service_tier', 'system', 'logprobs', 'top_logprobs',
]);

/** The older `function_call` as the tool choice (its `functions` are read with the tools). */
function readLegacyFunctionCall(body: ChatRequest, ir: IrRequest): void {
  const call = body.function_call;
  if (ir.toolChoice !== undefined || call === undefined) return;
  ir.toolChoice = typeof call === 'string' ? { type: call } : { type: 'tool', name: call.name };
}

/** A chat request's tools (its tools, then the older `functions`): what `chatRequestToIr` reads, and all that restoring an answer's tool calls needs. */
export function chatRequestToolsToIr(body: ChatRequest, warnings: WarningSink): IrTool[] {
  const tools = readTools(body.tools ?? [], warnings);
  for (const fn of body.functions ?? []) tools.push(readFunction(fn));
  return tools;
}

/** OpenAI Chat Completions request (as its validator accepts it) → IR. */
export function chatRequestToIr(body: ChatRequest, warnings: WarningSink): IrRequest {
  if (typeof body.n === 'number' && body.n > 1) {
    throw new TranslationError({ code: 'unsupported_feature', message: 'n > 1 (several choices) cannot be served by this model\'s upstream format.', path: '/n' });
  }
  const ir: IrRequest = { model: body.model, system: [], messages: [], messagesPath: '/messages', tools: chatRequestToolsToIr(body, warnings) };
  // An Anthropic-style top-level `system` (some clients send one): instructions before the messages.
  const system = body.system === undefined || body.system === null ? '' : chatTextOf(body.system);
  if (system !== '') ir.system.push({ type: 'text', text: system });
  readMessages(body.messages, ir, warnings);
  readLegacyFunctionCall(body, ir);
  const choice = body.tool_choice === undefined ? undefined : readToolChoice(body.tool_choice);
  if (choice !== undefined) ir.toolChoice = choice;
  const stop = body.stop;
  setDefined(ir, 'parallelToolCalls', body.parallel_tool_calls);
  setDefined(ir, 'maxOutputTokens', body.max_completion_tokens ?? body.max_tokens);
  setDefined(ir, 'temperature', body.temperature);
  setDefined(ir, 'topP', body.top_p);
  setDefined(ir, 'stopSequences', typeof stop === 'string' ? [stop] : stop);
  setDefined(ir, 'stream', body.stream);
  setDefined(ir, 'responseFormat', body.response_format === undefined ? undefined : readChatResponseFormat(body.response_format));
  setDefined(ir, 'user', body.safety_identifier ?? body.user);
  setDefined(ir, 'promptCacheKey', body.prompt_cache_key);
  setDefined(ir, 'verbosity', body.verbosity);
  setDefined(ir, 'metadata', body.metadata);
  setDefined(ir, 'store', body.store);
  setDefined(ir, 'serviceTier', body.service_tier);
  setDefined(ir, 'promptCacheRetention', body.prompt_cache_retention);

  const topLogprobs = body.top_logprobs;
  if (body.logprobs === true) ir.logprobs = { path: '/logprobs', ...(typeof topLogprobs === 'number' ? { topLogprobs } : {}) };

  const effort = body.reasoning_effort;
  if (effort !== undefined && effort !== null) ir.reasoning = effort === 'none' ? { enabled: false } : { effort };
  reportUnreadFields(body, READ_FIELDS, 'chat', warnings);
  return ir;
}
