import { isJsonObject } from '../../formats/is-json-object.js';
import type { DemoFormat, DemoRenderContext, DemoReply, DemoTool } from './demo-types.js';
import { encodeDemoSseEvent } from './encode-demo-sse-event.js';
import { readTextContent } from './read-text-content.js';
import { splitDemoText } from './split-demo-text.js';

function readTools(tools: unknown): DemoTool[] {
  if (!Array.isArray(tools)) return [];
  return tools.flatMap((tool) =>
    isJsonObject(tool) && isJsonObject(tool['function']) && typeof tool['function']['name'] === 'string'
      ? [{ name: tool['function']['name'], schema: tool['function']['parameters'] }]
      : [],
  );
}

function usage(context: DemoRenderContext): Record<string, number> {
  return { prompt_tokens: context.inputTokens, completion_tokens: context.outputTokens, total_tokens: context.inputTokens + context.outputTokens };
}

function finishReason(reply: DemoReply): string {
  return reply.kind === 'tool-call' ? 'tool_calls' : 'stop';
}

export const demoChatFormat: DemoFormat = {
  readPrompt(body) {
    const messages = Array.isArray(body['messages']) ? body['messages'].filter(isJsonObject) : [];
    const last = messages.at(-1);
    const lastUser = [...messages].reverse().find((message) => message['role'] === 'user');
    return {
      lastUserText: readTextContent(lastUser?.['content']),
      toolResult: last?.['role'] === 'tool' ? readTextContent(last['content']) : undefined,
      tools: readTools(body['tools']),
    };
  },

  renderResponse(reply, context) {
    const message =
      reply.kind === 'text'
        ? { role: 'assistant', content: reply.text, refusal: null }
        : {
            role: 'assistant',
            content: null,
            refusal: null,
            tool_calls: [{ id: reply.callId, type: 'function', function: { name: reply.name, arguments: reply.argumentsJson } }],
          };
    return {
      id: context.newId('chatcmpl-'),
      object: 'chat.completion',
      created: Math.floor(context.now() / 1000),
      model: context.model,
      choices: [{ index: 0, message, logprobs: null, finish_reason: finishReason(reply) }],
      usage: usage(context),
    };
  },

  renderStream(reply, context) {
    const base = { id: context.newId('chatcmpl-'), object: 'chat.completion.chunk', created: Math.floor(context.now() / 1000), model: context.model };
    const chunk = (delta: Record<string, unknown>, finish: string | null): string =>
      encodeDemoSseEvent(undefined, { ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] });
    const events = [chunk({ role: 'assistant', content: '' }, null)];
    if (reply.kind === 'text') {
      for (const piece of splitDemoText(reply.text)) events.push(chunk({ content: piece }, null));
    } else {
      events.push(chunk({ tool_calls: [{ index: 0, id: reply.callId, type: 'function', function: { name: reply.name, arguments: '' } }] }, null));
      events.push(chunk({ tool_calls: [{ index: 0, function: { arguments: reply.argumentsJson } }] }, null));
    }
    events.push(chunk({}, finishReason(reply)));
    if (context.includeUsage) events.push(encodeDemoSseEvent(undefined, { ...base, choices: [], usage: usage(context) }));
    events.push(encodeDemoSseEvent(undefined, '[DONE]'));
    return events;
  },
};
