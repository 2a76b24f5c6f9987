import { FORMAT_IDS, type FormatId, type IrRequest } from '@modelgate/ir';
import { encodeIrResponse, encodeIrStream, readClientAnswer, readIrRequest, type ClientRequest, type ReadIrRequestInput } from '@modelgate/translate';
import { estimateInputTokens } from '../../usage/estimate-input-tokens.js';
import { loadTokenizer } from '../../usage/load-tokenizer.js';
import type { Provider, ProviderResponse } from '../provider.js';
import { createDemoAnswer } from './create-demo-answer.js';
import { planDemoReply } from './plan-demo-reply.js';
import { readDemoPrompt } from './read-demo-prompt.js';

/**
 * The request in the IR; one the codec refuses to read (a shape it cannot translate, though the format's validator
 * let it through) is answered as a request with nothing to read, as a model answers what it cannot parse, never a 500.
 */
function readRequest(format: FormatId, body: unknown): IrRequest {
  try {
    // A provider's body is a request of its format: the client's, validated, or a translation into that format.
    return readIrRequest({ format, body } as ReadIrRequestInput);
  } catch {
    return { system: [], messages: [], tools: [] };
  }
}

async function* fromStrings(parts: readonly string[]): AsyncIterable<Uint8Array> {
  for (const part of parts) yield Buffer.from(part);
}

/**
 * The built-in `demo` provider: no network, deterministic answers in every format, streamed and not, so a fresh
 * install works with no keys. It calls a tool when the request offers tools and the last user message asks. It speaks
 * through the IR: the request is read with the format's codec, and the answer, built in the IR, is written with it.
 */
export function createDemoProvider(options: { name: string; now: () => number; newId: (prefix: string) => string }): Provider {
  return {
    name: options.name,
    kind: 'demo',
    formats: FORMAT_IDS,
    async send(request): Promise<ProviderResponse> {
      const ir = readRequest(request.format, request.body);
      const reply = planDemoReply(readDemoPrompt(ir), options.newId);
      const countTokens = await loadTokenizer();
      const answer = createDemoAnswer(reply, {
        model: request.upstreamModel,
        tools: ir.tools,
        // Counted as the gateway counts a request's input and an answer's output when an upstream reports none.
        inputTokens: estimateInputTokens(request.body),
        outputTokens: countTokens(reply.kind === 'text' ? reply.text : reply.argumentsJson),
      });
      // The body is a request of `request.format`: the client's, validated, or a translation into that format.
      const context = { model: request.upstreamModel, now: options.now, newId: options.newId, clientAnswer: readClientAnswer(request.format, request.body as ClientRequest) };
      if (request.stream) {
        return {
          status: 200,
          headers: {},
          body: fromStrings(encodeIrStream({ format: request.format, events: answer.events, context })),
        };
      }
      return {
        status: 200,
        headers: {},
        body: fromStrings([JSON.stringify(encodeIrResponse({ format: request.format, response: answer.response, context }))]),
      };
    },
  };
}
