import { FORMAT_IDS, type FormatId } from '@modelgate/ir';
import { isJsonObject } from '../../formats/is-json-object.js';
import { estimateTokens } from '../../usage/estimate-tokens.js';
import type { Provider, ProviderResponse } from '../provider.js';
import { demoChatFormat } from './demo-chat-format.js';
import { demoMessagesFormat } from './demo-messages-format.js';
import { demoResponsesFormat } from './demo-responses-format.js';
import type { DemoFormat } from './demo-types.js';
import { planDemoReply } from './plan-demo-reply.js';

const DEMO_FORMATS: Record<FormatId, DemoFormat> = {
  'openai-chat': demoChatFormat,
  'openai-responses': demoResponsesFormat,
  'anthropic-messages': demoMessagesFormat,
};

async function* fromStrings(parts: readonly string[]): AsyncIterable<Uint8Array> {
  for (const part of parts) yield Buffer.from(part);
}

/**
 * The built-in `demo` provider: no network, deterministic answers in all three formats, streamed and not, so a
 * fresh install works with no keys. It calls a tool when the request offers tools and the last user message asks.
 */
export function createDemoProvider(options: { name: string; now: () => number; newId: (prefix: string) => string }): Provider {
  return {
    name: options.name,
    kind: 'demo',
    formats: FORMAT_IDS,
    async send(request): Promise<ProviderResponse> {
      const format = DEMO_FORMATS[request.format];
      const prompt = format.readPrompt(request.body);
      const reply = planDemoReply(prompt, options.newId);
      const context = {
        model: typeof request.body['model'] === 'string' ? request.body['model'] : 'demo',
        inputTokens: estimateTokens(request.body['messages'] ?? request.body['input'] ?? ''),
        outputTokens: estimateTokens(reply.kind === 'text' ? reply.text : reply.argumentsJson),
        now: options.now,
        newId: options.newId,
      };
      if (request.stream) {
        const streamOptions = request.body['stream_options'];
        const includeUsage = isJsonObject(streamOptions) && streamOptions['include_usage'] === true;
        return {
          status: 200,
          headers: { 'content-type': 'text/event-stream' },
          body: fromStrings(format.renderStream(reply, { ...context, includeUsage })),
        };
      }
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: fromStrings([JSON.stringify(format.renderResponse(reply, context))]),
      };
    },
  };
}
