import type { IrAssistantPart, IrMessage, IrRequest, IrTool, IrToolMessage } from '@modelgate/ir';
import type {
  MessagesContentBlockParam,
  MessagesCustomTool,
  MessagesMessageContent,
  MessagesMessageParam,
  MessagesRequest,
  MessagesTextBlockParam,
  MessagesTool,
  MessagesToolChoice,
  MessagesToolResultBlockParam,
} from '@modelgate/anthropic-messages';
import { flattenToolName } from '../ir/flatten-tool-name.js';
import { budgetFromEffort } from '../ir/map-reasoning-effort.js';
import { parseJson, isRecord, type JsonRecord } from '../ir/read-json.js';
import type { RequestTranslationOptions } from '../ir/request-translation-options.js';
import { TranslationError } from '../translation-error.js';
import type { WarningSink } from '../ir/create-warning-sink.js';
import { writeAnthropicText, writeAnthropicUserPart, type AnthropicUserBlock } from './write-anthropic-content.js';
import { customToolInputSchema, describeCustomTool } from '../ir/describe-custom-tool.js';
import { isMessagesServerTool } from './is-messages-server-tool.js';
import { readCacheControl } from './read-cache-control.js';

const MIN_THINKING_BUDGET = 1024;

/** The input schema of a tool that takes no arguments (a new object each time: bodies share no mutable parts). */
const emptyInputSchema = (): JsonRecord => ({ type: 'object', properties: {} });

function writeToolResult(message: IrToolMessage, path: string, warnings: WarningSink): MessagesToolResultBlockParam {
  const block: MessagesToolResultBlockParam = { type: 'tool_result', tool_use_id: message.callId };
  if (typeof message.content === 'string') block.content = message.content;
  else {
    block.content = message.content
      .map((part, index) => writeAnthropicUserPart(part, `${path}/${index}`, warnings))
      .filter((part) => part !== undefined);
  }
  if (message.isError !== undefined) block.is_error = message.isError;
  const cacheControl = readCacheControl(message.cacheControl);
  if (cacheControl !== undefined) block.cache_control = cacheControl;
  return block;
}

/** Tool-call arguments as an Anthropic `input` object. */
export function toolInputOf(part: { arguments: string; kind: string }, path: string, warnings: WarningSink): JsonRecord {
  if (part.kind === 'custom') return { input: part.arguments };
  if (part.arguments === '') return {};
  const parsed = parseJson(part.arguments);
  if (isRecord(parsed)) return parsed;
  warnings.warn('tool_arguments_invalid', 'Tool-call arguments were not a JSON object; sent as an empty object.', path);
  return {};
}

function writeAssistant(parts: IrAssistantPart[], path: string, warnings: WarningSink): MessagesContentBlockParam[] {
  const blocks: MessagesContentBlockParam[] = [];
  parts.forEach((part, index) => {
    const partPath = `${path}/${index}`;
    switch (part.type) {
      case 'text':
        if (part.text !== '') blocks.push(writeAnthropicText(part));
        return;
      case 'refusal':
        if (part.text !== '') blocks.push({ type: 'text', text: part.text });
        return;
      case 'reasoning':
        if (part.opaque?.format === 'anthropic-messages') {
          blocks.push(
            part.opaque.kind === 'redacted'
              ? { type: 'redacted_thinking', data: part.opaque.value }
              : { type: 'thinking', thinking: part.text, signature: part.opaque.value },
          );
        } else {
          warnings.warn('reasoning_dropped', 'Reasoning from another provider cannot be replayed to Anthropic and was dropped.', partPath);
        }
        return;
      case 'tool-call':
        blocks.push({
          type: 'tool_use',
          id: part.callId,
          name: flattenToolName(part.name, part.namespace),
          input: toolInputOf(part, partPath, warnings),
        });
        return;
      default: {
        const never: never = part;
        return never;
      }
    }
  });
  return blocks;
}

/**
 * A system or developer message in the middle of the conversation. Anthropic accepts `role: "system"` there only
 * with a beta or a recent API version, so it travels as user text in the `<system-reminder>` form Claude Code uses.
 */
function writeSystemReminder(text: string, path: string, warnings: WarningSink): MessagesTextBlockParam[] {
  if (text === '') return [];
  warnings.warn('system_message_moved', 'A mid-conversation system message was sent to Anthropic as a <system-reminder> user text.', path);
  return [{ type: 'text', text: `<system-reminder>\n${text}\n</system-reminder>` }];
}

/** One plain text block (no cache_control) is written as a string, the shape most clients send. */
function simplifyContent(content: MessagesContentBlockParam[]): MessagesMessageContent {
  const only = content[0];
  if (content.length === 1 && only?.type === 'text' && only.cache_control === undefined) return only.text;
  return content;
}

function writeMessages(messages: IrMessage[], warnings: WarningSink): MessagesMessageParam[] {
  const output: MessagesMessageParam[] = [];
  let pendingResults: MessagesToolResultBlockParam[] | undefined;
  messages.forEach((message, index) => {
    const path = message.sourcePath ?? `/messages/${index}`;
    if (message.role === 'tool') {
      pendingResults ??= [];
      pendingResults.push(writeToolResult(message, `${path}/content`, warnings));
      return;
    }
    if (message.role === 'user' || message.role === 'system') {
      const blocks: AnthropicUserBlock[] = message.role === 'system'
        ? writeSystemReminder(message.content.map((part) => part.text).join('\n\n'), path, warnings)
        : message.content
          .map((part, partIndex) => writeAnthropicUserPart(part, `${path}/content/${partIndex}`, warnings))
          .filter((block) => block !== undefined);
      const content: MessagesContentBlockParam[] = [...(pendingResults ?? []), ...blocks];
      pendingResults = undefined;
      if (content.length > 0) output.push({ role: 'user', content: simplifyContent(content) });
      return;
    }
    if (pendingResults !== undefined) output.push({ role: 'user', content: pendingResults });
    pendingResults = undefined;
    const content = writeAssistant(message.content, `${path}/content`, warnings);
    if (content.length > 0) output.push({ role: 'assistant', content: simplifyContent(content) });
  });
  if (pendingResults !== undefined) output.push({ role: 'user', content: pendingResults });
  return output;
}

function writeTool(tool: IrTool, warnings: WarningSink): MessagesTool | undefined {
  switch (tool.kind) {
    case 'function': {
      const written: MessagesCustomTool = {
        name: flattenToolName(tool.name, tool.namespace),
        input_schema: isRecord(tool.parameters) ? tool.parameters : emptyInputSchema(),
      };
      if (tool.description !== undefined) written.description = tool.description;
      const cacheControl = readCacheControl(tool.cacheControl);
      if (cacheControl !== undefined) written.cache_control = cacheControl;
      if (tool.strict === true) written.strict = true;
      return written;
    }
    case 'custom':
      return { name: tool.name, description: describeCustomTool(tool), input_schema: customToolInputSchema() };
    case 'tool_search': {
      const written: MessagesCustomTool = { name: 'tool_search', input_schema: isRecord(tool.parameters) ? tool.parameters : emptyInputSchema() };
      if (tool.description !== undefined) written.description = tool.description;
      return written;
    }
    case 'hosted':
      // Only the Messages reader makes Anthropic hosted tools, from a provider-defined tool it was given.
      if (tool.format === 'anthropic-messages' && isMessagesServerTool(tool.raw)) return tool.raw;
      warnings.warn('tool_dropped', `The hosted "${tool.type}" tool has no Anthropic equivalent and was dropped.`, '/tools');
      return undefined;
    default: {
      const never: never = tool;
      return never;
    }
  }
}

function writeToolChoice(ir: IrRequest, names: Set<string>, warnings: WarningSink): MessagesToolChoice | undefined {
  if (names.size === 0) return undefined;
  let choice: MessagesToolChoice | undefined;
  const irChoice = ir.toolChoice;
  if (irChoice?.type === 'auto') choice = { type: 'auto' };
  else if (irChoice?.type === 'none') choice = { type: 'none' };
  else if (irChoice?.type === 'required') choice = { type: 'any' };
  else if (irChoice?.type === 'tool') {
    const name = flattenToolName(irChoice.name, irChoice.namespace);
    if (names.has(name)) choice = { type: 'tool', name };
    else {
      warnings.warn('tool_choice_dropped', `tool_choice named "${name}", which is not among the translated tools; using auto.`, '/tool_choice');
      choice = { type: 'auto' };
    }
  }
  // `none` calls no tool, so it has no parallel calls to disable (Anthropic's `none` takes no such flag).
  if (ir.parallelToolCalls === false && choice?.type !== 'none') choice = { ...(choice ?? { type: 'auto' }), disable_parallel_tool_use: true };
  return choice;
}

/**
 * With thinking on, Anthropic rejects a tool-use turn whose last assistant message does not start with a thinking
 * block. Reasoning from another provider cannot be replayed, so such a turn is sent without thinking.
 */
function canThink(messages: MessagesMessageParam[], warnings: WarningSink): boolean {
  const last = messages.findLast((message) => message.role === 'assistant');
  const content = last?.content;
  if (!Array.isArray(content) || !content.some((block) => block.type === 'tool_use')) return true;
  const first = content[0]?.type;
  if (first === 'thinking' || first === 'redacted_thinking') return true;
  warnings.warn('reasoning_disabled', 'The last tool-use turn has no Anthropic thinking block to replay, so thinking is off for this request.', '/thinking');
  return false;
}

function writeThinking(ir: IrRequest, maxTokens: number, body: MessagesRequest, warnings: WarningSink): boolean {
  const thinking = writeThinkingType(ir, maxTokens, body, warnings);
  writeThinkingDisplay(ir, body, warnings);
  return thinking;
}

/**
 * A reasoning summary asked of the IR (Responses' `reasoning.summary`: auto, concise or detailed) is Anthropic's
 * summarized thinking, which has no length choice. With thinking off there is nothing to summarise: reported.
 */
function writeThinkingDisplay(ir: IrRequest, body: MessagesRequest, warnings: WarningSink): void {
  const { summary, summaryPath } = ir.reasoning ?? {};
  if (summaryPath === undefined || summary === undefined) return;
  if (body.thinking?.type === 'enabled' || body.thinking?.type === 'adaptive') {
    body.thinking.display = 'summarized';
    return;
  }
  warnings.warn('parameter_dropped', 'Thinking is off toward Anthropic for this request, so the reasoning summary asked for was dropped.', summaryPath);
}

function writeThinkingType(ir: IrRequest, maxTokens: number, body: MessagesRequest, warnings: WarningSink): boolean {
  const reasoning = ir.reasoning;
  if (reasoning === undefined) return false;
  if (reasoning.enabled === false || reasoning.effort === 'none') {
    body.thinking = { type: 'disabled' };
    return false;
  }
  const requested = reasoning.budgetTokens ?? (reasoning.effort === undefined ? undefined : budgetFromEffort(reasoning.effort));
  if ((requested !== undefined || reasoning.adaptive === true) && !canThink(body.messages, warnings)) return false;
  if (requested === undefined) {
    if (reasoning.adaptive === true) {
      body.thinking = { type: 'adaptive' };
      return true;
    }
    return false;
  }
  // Leave at least half of max_tokens for the visible answer (Codex never sends an output limit).
  const budget = Math.max(MIN_THINKING_BUDGET, Math.min(requested, Math.floor(maxTokens / 2)));
  if (budget >= maxTokens) {
    warnings.warn('reasoning_dropped', `max_tokens ${maxTokens} leaves no room for Anthropic's minimum thinking budget; thinking was not enabled.`, '/reasoning');
    return false;
  }
  body.thinking = { type: 'enabled', budget_tokens: budget };
  return true;
}

function writeSamplingParameters(ir: IrRequest, thinking: boolean, body: MessagesRequest, warnings: WarningSink): void {
  if (ir.temperature !== undefined) {
    if (thinking && ir.temperature !== 1) {
      warnings.warn('parameter_dropped', 'Anthropic requires the default temperature while thinking; temperature was dropped.', '/temperature');
    } else if (ir.temperature > 1) {
      warnings.warn('parameter_clamped', `temperature ${ir.temperature} is above Anthropic's maximum of 1; sent as 1.`, '/temperature');
      body.temperature = 1;
    } else body.temperature = ir.temperature;
  }
  if (ir.topP !== undefined) body.top_p = ir.topP;
  if (ir.topK !== undefined) {
    if (thinking) warnings.warn('parameter_dropped', 'Anthropic does not accept top_k while thinking; it was dropped.', '/top_k');
    else body.top_k = ir.topK;
  }
}

function warnUnsupported(ir: IrRequest, warnings: WarningSink): void {
  if (ir.promptCacheKey !== undefined) {
    warnings.warn('parameter_dropped', 'prompt_cache_key has no Anthropic equivalent and was dropped.', '/prompt_cache_key');
  }
  if (ir.verbosity !== undefined) warnings.warn('parameter_dropped', 'verbosity has no Anthropic equivalent and was dropped.', '/verbosity');
  if (ir.metadata !== undefined && Object.keys(ir.metadata).length > 0) {
    warnings.warn('parameter_dropped', 'Anthropic metadata holds only user_id; the metadata was dropped.', '/metadata');
  }
  if (ir.promptCacheRetention !== undefined) {
    warnings.warn('parameter_dropped', 'prompt_cache_retention has no Anthropic equivalent and was dropped.', '/prompt_cache_retention');
  }
  if (ir.store === true) warnings.warn('parameter_dropped', 'Anthropic does not store responses; store was dropped.', '/store');
  if (ir.logprobs !== undefined) warnings.warn('parameter_dropped', 'Anthropic returns no token log probabilities; the request for them was dropped.', ir.logprobs.path);
}

/** OpenAI's service tiers in Anthropic's words: `auto`, and `default` as `standard_only`; the others have none. */
function writeServiceTier(ir: IrRequest, body: MessagesRequest, warnings: WarningSink): void {
  if (ir.serviceTier === undefined) return;
  if (ir.serviceTier === 'auto') body.service_tier = 'auto';
  else if (ir.serviceTier === 'default') body.service_tier = 'standard_only';
  else warnings.warn('parameter_dropped', `service_tier "${ir.serviceTier}" has no Anthropic equivalent and was dropped.`, '/service_tier');
}

/** A JSON schema as Anthropic's structured output (which needs a schema); JSON mode without one has no equivalent. */
function writeOutputFormat(ir: IrRequest, body: MessagesRequest, warnings: WarningSink): void {
  const format = ir.responseFormat;
  if (format?.type === 'json_schema' && isRecord(format.schema)) body.output_config = { format: { type: 'json_schema', schema: format.schema } };
  else if (format?.type === 'json_schema' || format?.type === 'json_object') {
    warnings.warn('parameter_dropped', 'JSON mode without a schema has no Anthropic equivalent and was dropped.', '/response_format');
  }
}

/** The leading instructions: one plain string, or text blocks when there are several or one carries a breakpoint. */
function writeSystem(ir: IrRequest): MessagesRequest['system'] {
  const only = ir.system[0];
  if (ir.system.length === 1 && only?.cacheControl === undefined) return only?.text;
  return ir.system.length === 0 ? undefined : ir.system.map((part) => writeAnthropicText(part));
}

/** IR → Anthropic Messages request. */
export function irToMessagesRequest(ir: IrRequest, options: RequestTranslationOptions, warnings: WarningSink): MessagesRequest {
  const maxTokens = ir.maxOutputTokens ?? options.defaultMaxOutputTokens;
  const system = writeSystem(ir);
  const messages = writeMessages(ir.messages, warnings);
  if (messages.length === 0) {
    // Messages needs one user turn at least; inventing one would put words in the user's mouth.
    throw new TranslationError({
      code: 'invalid_request',
      message: "The conversation has only system or developer messages (instructions), and this model's upstream (Anthropic Messages) needs at least one user message: add a user message after them.",
      ...(ir.messagesPath === undefined ? {} : { path: ir.messagesPath }),
    });
  }
  const body: MessagesRequest = system === undefined
    ? { model: options.model, max_tokens: maxTokens, messages }
    : { model: options.model, max_tokens: maxTokens, system, messages };
  const tools = ir.tools.map((tool) => writeTool(tool, warnings)).filter((tool) => tool !== undefined);
  if (tools.length > 0) body.tools = tools;
  const names = new Set(tools.flatMap((tool) => (tool.name === undefined ? [] : [tool.name])));
  const toolChoice = writeToolChoice(ir, names, warnings);
  if (toolChoice !== undefined) body.tool_choice = toolChoice;
  const thinking = writeThinking(ir, maxTokens, body, warnings);
  writeSamplingParameters(ir, thinking, body, warnings);
  if (ir.stopSequences !== undefined) body.stop_sequences = ir.stopSequences;
  writeOutputFormat(ir, body, warnings);
  if (ir.user !== undefined) body.metadata = { user_id: ir.user };
  writeServiceTier(ir, body, warnings);
  warnUnsupported(ir, warnings);
  const stream = options.stream ?? ir.stream;
  if (stream !== undefined) body.stream = stream;
  return body;
}
