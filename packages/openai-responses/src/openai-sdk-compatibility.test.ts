// The official `openai` SDK (6.49.0) reads what this package writes: the SDK runs with an injected fetch, so no
// request leaves the process.
import { readFileSync } from 'node:fs';
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { renderError } from './render-error.js';
import { renderStreamError } from './render-stream-error.js';

function clientAnswering(status: number, body: string, contentType: string): OpenAI {
  return new OpenAI({
    apiKey: 'mg-test-key',
    baseURL: 'http://127.0.0.1:9/v1',
    maxRetries: 0,
    fetch: async () => new Response(body, { status, headers: { 'content-type': contentType, 'x-request-id': 'req_test_1' } }),
  });
}

async function streamedTypes(sse: string): Promise<string[]> {
  const client = clientAnswering(200, sse, 'text/event-stream');
  const stream = await client.responses.create({ model: 'gpt-5.5', input: 'say hi', stream: true });
  const types: string[] = [];
  for await (const event of stream) types.push(event.type);
  return types;
}

describe('the openai SDK', () => {
  it('reads every event of the recorded Codex turn', async () => {
    const sse = readFileSync(new URL('./__fixtures__/streams/codex-turn-every-event.sse', import.meta.url), 'utf8');
    const types = await streamedTypes(sse);
    expect(types).toHaveLength(36);
    expect(types.at(0)).toBe('response.created');
    expect(types.at(-1)).toBe('response.completed');
  });

  it.each([
    ['codex-turn-every-event.sse', "I'll look at the files."],
    ['web-search.sse', 'It shipped in 2026.'],
  ])('assembles %s with its stream helper into the final response', async (name, text) => {
    const sse = readFileSync(new URL(`./__fixtures__/streams/${name}`, import.meta.url), 'utf8');
    const client = clientAnswering(200, sse, 'text/event-stream');
    const final = await client.responses.stream({ model: 'gpt-5.5', input: 'say hi' }).finalResponse();
    expect(final.status).toBe('completed');
    expect(final.output_text).toBe(text);
  });

  it('assembles reasoning text, refusal, function and custom tool calls of the Codex turn', async () => {
    const sse = readFileSync(new URL('./__fixtures__/streams/codex-turn-every-event.sse', import.meta.url), 'utf8');
    const stream = clientAnswering(200, sse, 'text/event-stream').responses.stream({ model: 'gpt-5.5', input: 'say hi' });
    const final = await stream.finalResponse();
    expect(final.output.map((item) => item.type)).toEqual(['reasoning', 'message', 'function_call', 'custom_tool_call']);
    expect(final.output[0]).toMatchObject({ content: [{ type: 'reasoning_text', text: 'raw thought' }] });
    expect(final.output[1]).toMatchObject({ content: [{ type: 'output_text' }, { type: 'refusal', refusal: 'Not deleting system files.' }] });
  });

  it('yields renderStreamError as a response.failed event instead of throwing', async () => {
    const head = readFileSync(new URL('./__fixtures__/streams/incomplete.sse', import.meta.url), 'utf8').split('\n\n').slice(0, 4).join('\n\n');
    const sse = `${head}\n\n${renderStreamError({ status: 502, message: 'upstream closed', responseId: 'resp_x' }, { sequenceNumber: 4 })}`;
    expect(await streamedTypes(sse)).toEqual([
      'response.created',
      'response.output_item.added',
      'response.content_part.added',
      'response.output_text.delta',
      'response.failed',
    ]);
  });

  it.each<[number, string | undefined, new (...args: never[]) => Error]>([
    [400, undefined, OpenAI.BadRequestError],
    [401, undefined, OpenAI.AuthenticationError],
    [403, undefined, OpenAI.PermissionDeniedError],
    [404, 'model_not_found', OpenAI.NotFoundError],
    [429, 'insufficient_quota', OpenAI.RateLimitError],
    [500, undefined, OpenAI.InternalServerError],
  ])('turns a rendered %i into its error class, with type, code and request id', async (status, code, errorClass) => {
    const { body } = renderError({ status, message: 'rendered for the SDK', code, param: status === 404 ? 'model' : undefined });
    const client = clientAnswering(status, JSON.stringify(body), 'application/json');
    const failure = await client.responses.create({ model: 'gpt-5.5', input: 'hi' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(errorClass);
    const apiError = failure as InstanceType<typeof OpenAI.APIError>;
    expect(apiError.status).toBe(status);
    expect(apiError.message).toBe(`${status} rendered for the SDK`);
    expect(apiError.type).toBe(body.error.type);
    expect(apiError.code).toBe(body.error.code);
    expect(apiError.param).toBe(body.error.param);
    expect(apiError.requestID).toBe('req_test_1');
  });
});
