import type { IrAssistantPart, IrResponse, IrStopReason, IrStreamEvent, IrTool, IrUsage } from '@modelgate/ir';
import type { DemoReply } from './demo-types.js';
import { splitDemoText } from './split-demo-text.js';

/** The demo's answer in the IR, whole and as stream events: each format's codec writes it on the wire. */
export type DemoAnswer = { response: IrResponse; events: IrStreamEvent[] };

/**
 * The demo reply as an IR answer. A tool call keeps the kind and namespace of the tool the request declared (a Codex
 * `custom` tool is called as one), so each codec writes the call its client expects.
 */
export function createDemoAnswer(reply: DemoReply, options: { model: string; tools: readonly IrTool[]; inputTokens: number; outputTokens: number }): DemoAnswer {
  const usage: IrUsage = { inputTokens: options.inputTokens, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: options.outputTokens, reasoningTokens: 0 };
  const start: IrStreamEvent = { type: 'response-start', model: options.model };
  if (reply.kind === 'text') {
    const stopReason: IrStopReason = 'end_turn';
    const part: IrAssistantPart = { type: 'text', text: reply.text };
    return {
      response: { model: options.model, content: [part], stopReason, usage },
      events: [
        start,
        { type: 'text-start', blockId: 'text' },
        ...splitDemoText(reply.text).map((text): IrStreamEvent => ({ type: 'text-delta', blockId: 'text', text })),
        { type: 'text-end', blockId: 'text' },
        { type: 'usage', usage },
        { type: 'finish', stopReason },
      ],
    };
  }
  const tool = options.tools.find((candidate) => 'name' in candidate && candidate.name === reply.name);
  const kind = tool?.kind === 'custom' ? 'custom' : 'function';
  const namespace = tool?.kind === 'function' ? tool.namespace : undefined;
  const call = { callId: reply.callId, name: reply.name, kind, ...(namespace === undefined ? {} : { namespace }) } as const;
  const stopReason: IrStopReason = 'tool_use';
  return {
    response: { model: options.model, content: [{ type: 'tool-call', ...call, arguments: reply.argumentsJson }], stopReason, usage },
    events: [
      start,
      { type: 'tool-call-start', blockId: 'call', ...call },
      { type: 'tool-call-delta', blockId: 'call', argumentsDelta: reply.argumentsJson },
      { type: 'tool-call-end', blockId: 'call' },
      { type: 'usage', usage },
      { type: 'finish', stopReason },
    ],
  };
}
