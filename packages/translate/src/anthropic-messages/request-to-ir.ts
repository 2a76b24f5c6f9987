import type { IrAssistantPart, IrMessage, IrReasoningConfig, IrRequest, IrReasoningPart, IrTextPart, IrTool, IrToolChoice, IrToolResultPart, IrUserPart } from '@modelgate/ir';
import type {
  MessagesContentBlockParam,
  MessagesMessageContent,
  MessagesOutputConfig,
  MessagesRequest,
  MessagesSystemPrompt,
  MessagesThinkingConfig,
  MessagesTool,
  MessagesToolChoice,
  MessagesToolResultBlockParam,
  MessagesToolResultContentBlock,
} from '@modelgate/anthropic-messages';
import { setDefined } from '../ir/set-defined.js';
import { stampSourcePath } from '../ir/stamp-source-path.js';
import type { WarningSink } from '../ir/create-warning-sink.js';
import { unwrapOpaqueReasoning } from '../ir/wrap-opaque-reasoning.js';
import { reportUnreadFields } from '../ir/report-unread-fields.js';
import { isMessagesServerTool } from './is-messages-server-tool.js';
import { readAnthropicDocument, readAnthropicImage, readAnthropicText } from './read-anthropic-content.js';

function readSystem(value: MessagesSystemPrompt | undefined): IrTextPart[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return value === '' ? [] : [{ type: 'text', text: value }];
  const parts: IrTextPart[] = [];
  for (const block of value) {
    const part = readAnthropicText(block);
    if (part !== undefined) parts.push(part);
  }
  return parts;
}

function readUserPart(block: MessagesContentBlockParam | MessagesToolResultContentBlock, path: string, warnings: WarningSink): IrUserPart | undefined {
  switch (block.type) {
    case 'text':
      return readAnthropicText(block);
    case 'image':
      return readAnthropicImage(block);
    case 'document':
      return readAnthropicDocument(block);
    default:
      warnings.warn('content_dropped', `A "${block.type}" content block has no equivalent and was dropped.`, path);
      return undefined;
  }
}

function readToolResultContent(value: MessagesToolResultBlockParam['content'], path: string, warnings: WarningSink): string | IrToolResultPart[] {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  const parts: IrToolResultPart[] = [];
  value.forEach((block, index) => {
    const part = readUserPart(block, `${path}/${index}`, warnings);
    if (part !== undefined) parts.push(part);
  });
  return parts;
}

function readToolResult(block: MessagesToolResultBlockParam, path: string, warnings: WarningSink): IrMessage {
  const message: IrMessage = { role: 'tool', callId: block.tool_use_id, content: readToolResultContent(block.content, `${path}/content`, warnings), kind: 'function' };
  if (block.is_error !== undefined) message.isError = block.is_error;
  if (block.cache_control !== undefined) message.cacheControl = block.cache_control;
  return message;
}

/** A user turn: its tool results become tool messages, and the blocks between them user messages, in order. */
function readUserMessage(content: MessagesMessageContent, path: string, output: IrMessage[], warnings: WarningSink): void {
  if (typeof content === 'string') {
    if (content !== '') output.push({ role: 'user', content: [{ type: 'text', text: content }] });
    return;
  }
  let parts: IrUserPart[] = [];
  const flush = (): void => {
    if (parts.length > 0) output.push({ role: 'user', content: parts });
    parts = [];
  };
  content.forEach((block, index) => {
    if (block.type === 'tool_result') {
      flush();
      output.push(readToolResult(block, `${path}/${index}`, warnings));
      return;
    }
    const part = readUserPart(block, `${path}/${index}`, warnings);
    if (part !== undefined) parts.push(part);
  });
  flush();
}

function readAssistantPart(block: MessagesContentBlockParam, path: string, warnings: WarningSink): IrAssistantPart | undefined {
  switch (block.type) {
    case 'text':
      return readAnthropicText(block);
    case 'thinking': {
      const part: IrReasoningPart = { type: 'reasoning', text: block.thinking };
      if (block.signature !== '') part.opaque = unwrapOpaqueReasoning(block.signature, 'anthropic-messages', 'signature');
      return part;
    }
    case 'redacted_thinking':
      return { type: 'reasoning', text: '', opaque: unwrapOpaqueReasoning(block.data, 'anthropic-messages', 'redacted') };
    case 'tool_use':
      return { type: 'tool-call', callId: block.id, name: block.name, arguments: JSON.stringify(block.input), kind: 'function' };
    default:
      warnings.warn('content_dropped', `A "${block.type}" content block has no equivalent and was dropped.`, path);
      return undefined;
  }
}

function readAssistantParts(content: MessagesMessageContent, path: string, warnings: WarningSink): IrAssistantPart[] {
  if (typeof content === 'string') return content === '' ? [] : [{ type: 'text', text: content }];
  const parts: IrAssistantPart[] = [];
  content.forEach((block, index) => {
    const part = readAssistantPart(block, `${path}/${index}`, warnings);
    if (part !== undefined) parts.push(part);
  });
  return parts;
}

function readTools(tools: MessagesTool[]): IrTool[] {
  return tools.map((tool): IrTool => {
    if (isMessagesServerTool(tool)) return { kind: 'hosted', format: 'anthropic-messages', type: tool.type, name: tool.name, raw: tool };
    const ir: IrTool = { kind: 'function', name: tool.name, parameters: tool.input_schema };
    setDefined(ir, 'description', tool.description);
    setDefined(ir, 'strict', tool.strict);
    if (tool.cache_control !== undefined) ir.cacheControl = tool.cache_control;
    return ir;
  });
}

/** A Messages request's tools: what `messagesRequestToIr` reads, and all that restoring an answer's tool calls needs. */
export function messagesRequestToolsToIr(body: MessagesRequest): IrTool[] {
  return readTools(body.tools ?? []);
}

function readToolChoice(choice: MessagesToolChoice): IrToolChoice {
  switch (choice.type) {
    case 'auto':
      return { type: 'auto' };
    case 'none':
      return { type: 'none' };
    case 'any':
      return { type: 'required' };
    case 'tool':
      return { type: 'tool', name: choice.name };
    default: {
      const never: never = choice;
      return never;
    }
  }
}

/** `thinking` and `output_config.effort` → the IR's reasoning config (undefined when the client said nothing). */
function readReasoning(thinking: MessagesThinkingConfig | undefined, outputConfig: MessagesOutputConfig | undefined): IrReasoningConfig | undefined {
  const effort = outputConfig?.effort ?? undefined;
  if (thinking === undefined && effort === undefined) return undefined;
  const reasoning: IrReasoningConfig = {};
  if (thinking?.type === 'disabled') reasoning.enabled = false;
  if (thinking?.type === 'enabled' || thinking?.type === 'adaptive') reasoning.enabled = true;
  if (thinking?.type === 'adaptive') reasoning.adaptive = true;
  if (thinking?.type === 'enabled') reasoning.budgetTokens = thinking.budget_tokens;
  if (effort !== undefined) reasoning.effort = effort;
  const display = thinking?.type === 'enabled' || thinking?.type === 'adaptive' ? thinking.display : undefined;
  // `summarized` thinking is what OpenAI calls a reasoning summary; `omitted` is OpenAI's default (no summary).
  if (display === 'summarized') reasoning.summary = 'auto';
  if (display !== undefined && display !== null) reasoning.summaryPath = '/thinking/display';
  return reasoning;
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
const SERVICE_TIERS: Readonly<Record<NonNullable<MessagesRequest['service_tier']>, string>> = { auto: 'auto', standard_only: 'default' };

function readMessages(body: MessagesRequest, ir: IrRequest, warnings: WarningSink): void {
  body.messages.forEach((message, index) => {
    const path = `/messages/${index}/content`;
    const before = ir.messages.length;
    switch (message.role) {
      case 'system': {
        const content = readSystem(message.content);
        if (content.length > 0) ir.messages.push({ role: 'system', content });
        break;
      }
      case 'assistant': {
        const content = readAssistantParts(message.content, path, warnings);
        if (content.length > 0) ir.messages.push({ role: 'assistant', content });
        break;
      }
      case 'user':
        readUserMessage(message.content, path, ir.messages, warnings);
        break;
      default: {
        const never: never = message;
        return never;
      }
    }
    stampSourcePath(ir.messages, before, `/messages/${index}`);
  });
}

/** Anthropic Messages request (as its validator accepts it) → IR. */
export function messagesRequestToIr(body: MessagesRequest, warnings: WarningSink): IrRequest {
  const ir: IrRequest = { system: readSystem(body.system), messages: [], messagesPath: '/messages', tools: messagesRequestToolsToIr(body) };
  ir.model = body.model;
  readMessages(body, ir, warnings);
  if (body.tool_choice !== undefined) {
    ir.toolChoice = readToolChoice(body.tool_choice);
    if ('disable_parallel_tool_use' in body.tool_choice && body.tool_choice.disable_parallel_tool_use === true) ir.parallelToolCalls = false;
  }
  setDefined(ir, 'maxOutputTokens', body.max_tokens);
  setDefined(ir, 'temperature', body.temperature);
  setDefined(ir, 'topP', body.top_p);
  setDefined(ir, 'topK', body.top_k);
  if (body.stop_sequences !== undefined && body.stop_sequences.length > 0) ir.stopSequences = body.stop_sequences;
  setDefined(ir, 'stream', body.stream);
  setDefined(ir, 'reasoning', readReasoning(body.thinking, body.output_config));
  const format = body.output_config?.format;
  // Anthropic's structured outputs are always constrained to the schema: OpenAI's `strict: true`.
  if (format?.type === 'json_schema') ir.responseFormat = { type: 'json_schema', schema: format.schema, strict: true };
  setDefined(ir, 'serviceTier', body.service_tier === undefined ? undefined : SERVICE_TIERS[body.service_tier]);
  setDefined(ir, 'user', body.metadata?.user_id);
  if (body.context_management !== undefined) {
    warnings.warn('parameter_dropped', 'context_management has no equivalent in the target format and was dropped.', '/context_management');
  }
  reportUnreadFields(body, READ_FIELDS, 'Messages', warnings);
  return ir;
}
