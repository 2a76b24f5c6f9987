import type { IrAssistantPart, IrMessage, IrReasoningPart, IrRequest, IrTextPart, IrTool, IrToolChoice, IrToolResultPart, IrUserPart } from '@modelgate/ir';
import { readReasoningEffort } from '../ir/map-reasoning-effort.js';
import { stampSourcePath } from '../ir/stamp-source-path.js';
import { asArray, asRecord, isRecord, readBoolean, readNumber, readString, type JsonRecord } from '../ir/read-json.js';
import type { WarningSink } from '../ir/create-warning-sink.js';
import { unwrapOpaqueReasoning } from '../ir/wrap-opaque-reasoning.js';
import { TranslationError } from '../translation-error.js';
import { reportUnreadFields } from '../ir/report-unread-fields.js';
import { readAnthropicDocument, readAnthropicImage, readAnthropicText } from './read-anthropic-content.js';

function readSystem(value: unknown): IrTextPart[] {
  if (typeof value === 'string') return value === '' ? [] : [{ type: 'text', text: value }];
  const parts: IrTextPart[] = [];
  for (const block of asArray(value)) {
    const part = readAnthropicText(asRecord(block));
    if (part !== undefined) parts.push(part);
  }
  return parts;
}

function readUserParts(block: JsonRecord, path: string, warnings: WarningSink): IrUserPart | undefined {
  switch (block['type']) {
    case 'text':
      return readAnthropicText(block);
    case 'image':
      return readAnthropicImage(block);
    case 'document':
      return readAnthropicDocument(block);
    default:
      warnings.warn('content_dropped', `A "${String(block['type'])}" content block has no equivalent and was dropped.`, path);
      return undefined;
  }
}

function readToolResultContent(value: unknown, path: string, warnings: WarningSink): string | IrToolResultPart[] {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  const parts: IrToolResultPart[] = [];
  asArray(value).forEach((block, index) => {
    const part = readUserParts(asRecord(block), `${path}/${index}`, warnings);
    if (part !== undefined) parts.push(part);
  });
  return parts;
}

function readUserMessage(content: unknown, path: string, output: IrMessage[], warnings: WarningSink): void {
  if (typeof content === 'string') {
    if (content !== '') output.push({ role: 'user', content: [{ type: 'text', text: content }] });
    return;
  }
  let parts: IrUserPart[] = [];
  const flush = (): void => {
    if (parts.length > 0) output.push({ role: 'user', content: parts });
    parts = [];
  };
  asArray(content).forEach((raw, index) => {
    const block = asRecord(raw);
    if (block['type'] === 'tool_result') {
      flush();
      const message: IrMessage = {
        role: 'tool',
        callId: readString(block, 'tool_use_id') ?? '',
        content: readToolResultContent(block['content'], `${path}/${index}/content`, warnings),
        kind: 'function',
      };
      const isError = readBoolean(block, 'is_error');
      if (isError !== undefined) message.isError = isError;
      if (block['cache_control'] !== undefined) message.cacheControl = block['cache_control'];
      output.push(message);
      return;
    }
    const part = readUserParts(block, `${path}/${index}`, warnings);
    if (part !== undefined) parts.push(part);
  });
  flush();
}

function readAssistantParts(content: unknown, path: string, warnings: WarningSink): IrAssistantPart[] {
  if (typeof content === 'string') return content === '' ? [] : [{ type: 'text', text: content }];
  const parts: IrAssistantPart[] = [];
  asArray(content).forEach((raw, index) => {
    const block = asRecord(raw);
    switch (block['type']) {
      case 'text': {
        const part = readAnthropicText(block);
        if (part !== undefined) parts.push(part);
        return;
      }
      case 'thinking': {
        const part: IrReasoningPart = { type: 'reasoning', text: readString(block, 'thinking') ?? '' };
        const signature = readString(block, 'signature');
        if (signature !== undefined && signature !== '') {
          part.opaque = unwrapOpaqueReasoning(signature, 'anthropic-messages', 'signature');
        }
        parts.push(part);
        return;
      }
      case 'redacted_thinking':
        parts.push({
          type: 'reasoning',
          text: '',
          opaque: unwrapOpaqueReasoning(readString(block, 'data') ?? '', 'anthropic-messages', 'redacted'),
        });
        return;
      case 'tool_use':
        parts.push({
          type: 'tool-call',
          callId: readString(block, 'id') ?? '',
          name: readString(block, 'name') ?? '',
          arguments: JSON.stringify(block['input'] ?? {}),
          kind: 'function',
        });
        return;
      default:
        warnings.warn('content_dropped', `A "${String(block['type'])}" content block has no equivalent and was dropped.`, `${path}/${index}`);
    }
  });
  return parts;
}

function readTools(value: unknown): IrTool[] {
  return asArray(value).map((raw): IrTool => {
    const tool = asRecord(raw);
    const type = readString(tool, 'type');
    if (type !== undefined && type !== 'custom') {
      return { kind: 'hosted', format: 'anthropic-messages', type, name: readString(tool, 'name'), raw: tool };
    }
    const ir: IrTool = { kind: 'function', name: readString(tool, 'name') ?? '', parameters: tool['input_schema'] };
    const description = readString(tool, 'description');
    if (description !== undefined) ir.description = description;
    const strict = readBoolean(tool, 'strict');
    if (strict !== undefined) ir.strict = strict;
    if (tool['cache_control'] !== undefined) ir.cacheControl = tool['cache_control'];
    return ir;
  });
}

function readToolChoice(value: unknown): { choice?: IrToolChoice; parallel?: boolean } {
  if (!isRecord(value)) return {};
  const parallel = readBoolean(value, 'disable_parallel_tool_use') === true ? false : undefined;
  const type = readString(value, 'type');
  const choice: IrToolChoice | undefined =
    type === 'auto' ? { type: 'auto' }
    : type === 'none' ? { type: 'none' }
    : type === 'any' ? { type: 'required' }
    : type === 'tool' ? { type: 'tool', name: readString(value, 'name') ?? '' }
    : undefined;
  const result: { choice?: IrToolChoice; parallel?: boolean } = {};
  if (choice !== undefined) result.choice = choice;
  if (parallel !== undefined) result.parallel = parallel;
  return result;
}

function readThinking(body: JsonRecord, ir: IrRequest): void {
  const thinking = asRecord(body['thinking']);
  const outputConfig = asRecord(body['output_config']);
  const type = readString(thinking, 'type');
  const effort = readReasoningEffort(outputConfig['effort']);
  if (type === undefined && effort === undefined) return;
  const reasoning: NonNullable<IrRequest['reasoning']> = {};
  if (type === 'disabled') reasoning.enabled = false;
  if (type === 'enabled' || type === 'adaptive') reasoning.enabled = true;
  if (type === 'adaptive') reasoning.adaptive = true;
  const budget = readNumber(thinking, 'budget_tokens');
  if (budget !== undefined) reasoning.budgetTokens = budget;
  if (effort !== undefined) reasoning.effort = effort;
  // `summarized` thinking is what OpenAI calls a reasoning summary; `omitted` is OpenAI's default (no summary).
  const display = readString(thinking, 'display');
  if (display === 'summarized') reasoning.summary = 'auto';
  if (display !== undefined) reasoning.summaryPath = '/thinking/display';
  ir.reasoning = reasoning;
}

/**
 * The Messages fields this reader carries into the IR, or that are hints the other formats do without (the top-level
 * `cache_control`: OpenAI caches by itself); `context_management` is reported where it is read.
 */
const READ_FIELDS: ReadonlySet<string> = new Set([
  'model', 'messages', 'system', 'max_tokens', 'temperature', 'top_p', 'top_k', 'stop_sequences', 'stream', 'tools', 'tool_choice',
  'thinking', 'output_config', 'metadata', 'service_tier', 'cache_control', 'context_management',
]);

/** Anthropic's service tiers in OpenAI's words: `standard_only` is OpenAI's `default`. */
const SERVICE_TIERS: Readonly<Record<string, string>> = { auto: 'auto', standard_only: 'default' };

/** Anthropic Messages request → IR. */
export function anthropicRequestToIr(body: unknown, warnings: WarningSink): IrRequest {
  if (!isRecord(body)) throw new TranslationError({ code: 'invalid_request', message: 'The request body must be a JSON object.' });
  const ir: IrRequest = { system: readSystem(body['system']), messages: [], messagesPath: '/messages', tools: readTools(body['tools']) };
  const model = readString(body, 'model');
  if (model !== undefined) ir.model = model;
  asArray(body['messages']).forEach((raw, index) => {
    const message = asRecord(raw);
    const path = `/messages/${index}/content`;
    const before = ir.messages.length;
    const role = readString(message, 'role');
    if (role === 'system') {
      const content = readSystem(message['content']);
      if (content.length > 0) ir.messages.push({ role: 'system', content });
    } else if (role === 'assistant') {
      const content = readAssistantParts(message['content'], path, warnings);
      if (content.length > 0) ir.messages.push({ role: 'assistant', content });
    } else {
      readUserMessage(message['content'], path, ir.messages, warnings);
    }
    stampSourcePath(ir.messages, before, `/messages/${index}`);
  });
  const { choice, parallel } = readToolChoice(body['tool_choice']);
  if (choice !== undefined) ir.toolChoice = choice;
  if (parallel !== undefined) ir.parallelToolCalls = parallel;
  const maxTokens = readNumber(body, 'max_tokens');
  if (maxTokens !== undefined) ir.maxOutputTokens = maxTokens;
  const temperature = readNumber(body, 'temperature');
  if (temperature !== undefined) ir.temperature = temperature;
  const topP = readNumber(body, 'top_p');
  if (topP !== undefined) ir.topP = topP;
  const topK = readNumber(body, 'top_k');
  if (topK !== undefined) ir.topK = topK;
  const stop = asArray(body['stop_sequences']).filter((item): item is string => typeof item === 'string');
  if (stop.length > 0) ir.stopSequences = stop;
  const stream = readBoolean(body, 'stream');
  if (stream !== undefined) ir.stream = stream;
  readThinking(body, ir);
  const format = asRecord(asRecord(body['output_config'])['format']);
  // Anthropic's structured outputs are always constrained to the schema: OpenAI's `strict: true`.
  if (readString(format, 'type') === 'json_schema') ir.responseFormat = { type: 'json_schema', schema: format['schema'], strict: true };
  const serviceTier = SERVICE_TIERS[readString(body, 'service_tier') ?? ''];
  if (serviceTier !== undefined) ir.serviceTier = serviceTier;
  const userId = readString(asRecord(body['metadata']), 'user_id');
  if (userId !== undefined) ir.user = userId;
  if (body['context_management'] !== undefined) {
    warnings.warn('parameter_dropped', 'context_management has no equivalent in the target format and was dropped.', '/context_management');
  }
  reportUnreadFields(body, READ_FIELDS, 'Messages', warnings);
  return ir;
}
