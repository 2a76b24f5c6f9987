import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { TRANSLATOR } from '../app/translator.js';
import type { TranslatorPort } from '../translate/translator-port.js';
import { sendJsonAnswer } from './send-json-answer.js';
import type { UpstreamRoute } from './upstream-route.js';

const CHAT_ANSWER = JSON.stringify({
  id: 'chatcmpl-1', object: 'chat.completion', created: 1, model: 'up-1',
  choices: [{ index: 0, message: { role: 'assistant', content: 'hello' }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 },
});

/** The real translator, counting how often a whole answer is converted only to read its usage. */
function countingTranslator(): { translator: TranslatorPort; usageReads: () => number } {
  let reads = 0;
  const translator: TranslatorPort = {
    ...TRANSLATOR,
    extractUsage: (format, body) => {
      reads += 1;
      return TRANSLATOR.extractUsage(format, body);
    },
  };
  return { translator, usageReads: () => reads };
}

function fakeResponse(): { response: ServerResponse; sent: () => string } {
  let body = '';
  const response = { writeHead: () => response, setHeader: () => response, end: (chunk: string) => (body = chunk) } as unknown as ServerResponse;
  return { response, sent: () => body };
}

async function* upstreamOf(text: string): AsyncIterable<Uint8Array> {
  yield Buffer.from(text);
}

async function answer(route: UpstreamRoute, translator: TranslatorPort): Promise<{ usage: unknown; settledWith: unknown; sent: string }> {
  const { response, sent } = fakeResponse();
  let settledWith: unknown;
  const usage = await sendJsonAnswer({
    response, upstream: upstreamOf(CHAT_ANSWER), route, deploymentName: 'up', translator, limitBytes: 1 << 20, estimatedInputTokens: 9,
    context: { model: 'team/chat', now: () => 0, newId: (prefix) => `${prefix}1`, clientAnswer: { toolRestoration: undefined, streamUsage: false } },
    onFirstByte: () => undefined,
    afterAnswer: async (reported) => void (settledWith = reported),
  });
  return { usage, settledWith, sent: sent() };
}

const EXPECTED_USAGE = { inputTokens: 3, outputTokens: 2 };

describe('the usage of a JSON answer', () => {
  it('is read once from a passed-through answer, for the settlement and the caller alike', async () => {
    const { translator, usageReads } = countingTranslator();
    const { usage, settledWith } = await answer({ clientFormat: 'openai-chat', upstreamFormat: 'openai-chat', passthrough: true }, translator);
    expect(usage).toMatchObject(EXPECTED_USAGE);
    expect(settledWith).toEqual(usage);
    expect(usageReads()).toBe(1);
  });

  it('comes from the translation of a translated answer, without converting it again', async () => {
    const { translator, usageReads } = countingTranslator();
    const { usage, settledWith, sent } = await answer({ clientFormat: 'anthropic-messages', upstreamFormat: 'openai-chat', passthrough: false }, translator);
    expect(usage).toMatchObject(EXPECTED_USAGE);
    expect(settledWith).toEqual(usage);
    expect(JSON.parse(sent)).toMatchObject({ type: 'message', model: 'team/chat', usage: { input_tokens: 3, output_tokens: 2 } });
    expect(usageReads()).toBe(0);
  });
});
