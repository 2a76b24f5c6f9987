import type { IrAssistantPart, IrMessage, IrRequest, IrResponseFormat, IrTextPart, IrTool, IrToolChoice } from '@modelgate/ir';
import { readReasoningEffort } from '../ir/map-reasoning-effort.js';
import { stampSourcePath } from '../ir/stamp-source-path.js';
import { asArray, asRecord, isRecord, readBoolean, readNumber, readString, type JsonRecord } from '../ir/read-json.js';
import type { WarningSink } from '../ir/create-warning-sink.js';
import { TranslationError } from '../translation-error.js';
import { reportUnreadFields } from '../ir/report-unread-fields.js';
import { readStringMap } from '../ir/read-string-map.js';
import { readChatText, readChatUserContent } from './read-chat-content.js';

function readAssistant(message: JsonRecord): IrAssistantPart[] {
  const parts: IrAssistantPart[] = [];
  const reasoning = readString(message, 'reasoning_content') ?? readString(message, 'reasoning');
  if (reasoning !== undefined && reasoning !== '') parts.push({ type: 'reasoning', text: reasoning });
  const text = readChatText(message['content']);
  if (text !== '') parts.push({ type: 'text', text });
  const refusal = readString(message, 'refusal');
  if (refusal !== undefined && refusal !== '') parts.push({ type: 'refusal', text: refusal });
  for (const raw of asArray(message['tool_calls'])) {
    const call = asRecord(raw);
    if (call['type'] === 'custom') {
      const custom = asRecord(call['custom']);
      parts.push({ type: 'tool-call', callId: readString(call, 'id') ?? '', name: readString(custom, 'name') ?? '', arguments: readString(custom, 'input') ?? '', kind: 'custom' });
    } else {
      const fn = asRecord(call['function']);
      parts.push({ type: 'tool-call', callId: readString(call, 'id') ?? '', name: readString(fn, 'name') ?? '', arguments: readString(fn, 'arguments') ?? '', kind: 'function' });
    }
  }
  return parts;
}

function readTools(value: unknown, warnings: WarningSink): IrTool[] {
  const tools: IrTool[] = [];
  asArray(value).forEach((raw, index) => {
    const tool = asRecord(raw);
    if (tool['type'] === 'custom') {
      const custom = asRecord(tool['custom']);
      const ir: IrTool = { kind: 'custom', name: readString(custom, 'name') ?? '' };
      const description = readString(custom, 'description');
      if (description !== undefined) ir.description = description;
      if (custom['format'] !== undefined) ir.format = custom['format'];
      tools.push(ir);
      return;
    }
    if (tool['type'] !== 'function') {
      warnings.warn('tool_dropped', `A "${String(tool['type'])}" tool has no equivalent and was dropped.`, `/tools/${index}`);
      return;
    }
    const fn = asRecord(tool['function']);
    const ir: IrTool = { kind: 'function', name: readString(fn, 'name') ?? '' };
    const description = readString(fn, 'description');
    if (description !== undefined) ir.description = description;
    if (fn['parameters'] !== undefined) ir.parameters = fn['parameters'];
    const strict = readBoolean(fn, 'strict');
    if (strict !== undefined) ir.strict = strict;
    tools.push(ir);
  });
  return tools;
}

function readToolChoice(value: unknown): IrToolChoice | undefined {
  if (value === 'auto' || value === 'none' || value === 'required') return { type: value };
  if (!isRecord(value)) return undefined;
  if (value['type'] === 'function') return { type: 'tool', name: readString(asRecord(value['function']), 'name') ?? '' };
  if (value['type'] === 'custom') return { type: 'tool', name: readString(asRecord(value['custom']), 'name') ?? '' };
  return undefined;
}

export function readChatResponseFormat(value: unknown): IrResponseFormat | undefined {
  const format = asRecord(value);
  const type = readString(format, 'type');
  if (type === 'text' || type === 'json_object') return { type };
  if (type !== 'json_schema') return undefined;
  const schema = asRecord(format['json_schema']);
  const ir: IrResponseFormat = { type: 'json_schema', schema: schema['schema'] };
  const name = readString(schema, 'name');
  if (name !== undefined) ir.name = name;
  const strict = readBoolean(schema, 'strict');
  if (strict !== undefined) ir.strict = strict;
  const description = readString(schema, 'description');
  if (description !== undefined) ir.description = description;
  return ir;
}

function readMessages(body: JsonRecord, ir: IrRequest, warnings: WarningSink): void {
  let leading = true;
  asArray(body['messages']).forEach((raw, index) => {
    const message = asRecord(raw);
    const role = readString(message, 'role');
    const path = `/messages/${index}/content`;
    const before = ir.messages.length;
    if (role === 'system' || role === 'developer') {
      const text = readChatText(message['content']);
      const content: IrTextPart[] = text === '' ? [] : [{ type: 'text', text }];
      if (leading) {
        if (ir.system.length === 0 && role === 'developer') ir.systemIsDeveloper = true;
        ir.system.push(...content);
      } else if (content.length > 0) {
        const system: IrMessage = { role: 'system', content };
        if (role === 'developer') system.developer = true;
        ir.messages.push(system);
      }
      return;
    }
    leading = false;
    if (role === 'user') {
      const content = readChatUserContent(message['content'], path, warnings);
      if (content.length > 0) ir.messages.push({ role: 'user', content });
    } else if (role === 'assistant') {
      const content = readAssistant(message);
      if (content.length > 0) ir.messages.push({ role: 'assistant', content });
    } else if (role === 'tool') {
      const content = message['content'];
      ir.messages.push({
        role: 'tool',
        callId: readString(message, 'tool_call_id') ?? '',
        content: typeof content === 'string' ? content : readChatUserContent(content, path, warnings),
        kind: 'function',
      });
    } else {
      warnings.warn('message_dropped', `A "${String(role)}" message has no equivalent and was dropped.`, `/messages/${index}`);
    }
    stampSourcePath(ir.messages, before, `/messages/${index}`);
  });
}

/** The chat fields this reader carries into the IR (or that shape the answer: `stream_options`). */
const READ_FIELDS: ReadonlySet<string> = new Set([
  'model', 'messages', 'n', 'tools', 'tool_choice', 'parallel_tool_calls', 'functions', 'function_call', 'max_completion_tokens', 'max_tokens',
  'temperature', 'top_p', 'stop', 'stream', 'stream_options', 'reasoning_effort', 'response_format', 'safety_identifier', 'user',
  'prompt_cache_key', 'prompt_cache_retention', 'verbosity', 'metadata', 'store', 'service_tier', 'system', 'logprobs', 'top_logprobs',
]);

/** The older `functions` list as function tools, and `function_call` as the tool choice. */
function readLegacyFunctions(body: JsonRecord, ir: IrRequest): void {
  for (const raw of asArray(body['functions'])) {
    const fn = asRecord(raw);
    const tool: IrTool = { kind: 'function', name: readString(fn, 'name') ?? '' };
    const description = readString(fn, 'description');
    if (description !== undefined) tool.description = description;
    if (fn['parameters'] !== undefined) tool.parameters = fn['parameters'];
    ir.tools.push(tool);
  }
  const call = body['function_call'];
  if (ir.toolChoice !== undefined) return;
  if (call === 'none' || call === 'auto') ir.toolChoice = { type: call };
  else if (isRecord(call)) ir.toolChoice = { type: 'tool', name: readString(call, 'name') ?? '' };
}

/** An Anthropic-style top-level `system` in a chat body (some clients send one): instructions before the messages. */
function readTopLevelSystem(value: unknown): IrTextPart[] {
  if (typeof value === 'string') return value === '' ? [] : [{ type: 'text', text: value }];
  const text = readChatText(value);
  return text === '' ? [] : [{ type: 'text', text }];
}

/** OpenAI Chat Completions request → IR. */
export function chatRequestToIr(body: unknown, warnings: WarningSink): IrRequest {
  if (!isRecord(body)) throw new TranslationError({ code: 'invalid_request', message: 'The request body must be a JSON object.' });
  const n = readNumber(body, 'n');
  if (n !== undefined && n > 1) {
    throw new TranslationError({ code: 'unsupported_feature', message: 'n > 1 (several choices) cannot be served by this model\'s upstream format.', path: '/n' });
  }
  const ir: IrRequest = { system: [], messages: [], messagesPath: '/messages', tools: readTools(body['tools'], warnings) };
  const model = readString(body, 'model');
  if (model !== undefined) ir.model = model;
  ir.system.push(...readTopLevelSystem(body['system']));
  readMessages(body, ir, warnings);
  readLegacyFunctions(body, ir);
  const choice = readToolChoice(body['tool_choice']);
  if (choice !== undefined) ir.toolChoice = choice;
  const parallel = readBoolean(body, 'parallel_tool_calls');
  if (parallel !== undefined) ir.parallelToolCalls = parallel;
  const maxTokens = readNumber(body, 'max_completion_tokens') ?? readNumber(body, 'max_tokens');
  if (maxTokens !== undefined) ir.maxOutputTokens = maxTokens;
  const temperature = readNumber(body, 'temperature');
  if (temperature !== undefined) ir.temperature = temperature;
  const topP = readNumber(body, 'top_p');
  if (topP !== undefined) ir.topP = topP;
  const stop = body['stop'];
  if (typeof stop === 'string') ir.stopSequences = [stop];
  else if (Array.isArray(stop)) ir.stopSequences = stop.filter((item): item is string => typeof item === 'string');
  const stream = readBoolean(body, 'stream');
  if (stream !== undefined) ir.stream = stream;
  const effort = readReasoningEffort(body['reasoning_effort']);
  if (effort !== undefined) ir.reasoning = effort === 'none' ? { enabled: false } : { effort };
  const format = readChatResponseFormat(body['response_format']);
  if (format !== undefined) ir.responseFormat = format;
  const user = readString(body, 'safety_identifier') ?? readString(body, 'user');
  if (user !== undefined) ir.user = user;
  const cacheKey = readString(body, 'prompt_cache_key');
  if (cacheKey !== undefined) ir.promptCacheKey = cacheKey;
  const verbosity = readString(body, 'verbosity');
  if (verbosity !== undefined) ir.verbosity = verbosity;
  const metadata = readStringMap(body['metadata']);
  if (metadata !== undefined) ir.metadata = metadata;
  const store = readBoolean(body, 'store');
  if (store !== undefined) ir.store = store;
  const serviceTier = readString(body, 'service_tier');
  if (serviceTier !== undefined) ir.serviceTier = serviceTier;
  const retention = readString(body, 'prompt_cache_retention');
  if (retention !== undefined) ir.promptCacheRetention = retention;
  const topLogprobs = readNumber(body, 'top_logprobs');
  if (body['logprobs'] === true) ir.logprobs = { path: '/logprobs', ...(topLogprobs === undefined ? {} : { topLogprobs }) };
  reportUnreadFields(body, READ_FIELDS, 'chat', warnings);
  return ir;
}
