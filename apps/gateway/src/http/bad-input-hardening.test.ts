import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';

const chat = { model: 'demo-model', messages: [{ role: 'user', content: 'say hi' }] };
const messages = { model: 'demo-model', max_tokens: 100, messages: [{ role: 'user', content: 'say hi' }] };

function corruptGzip(body: unknown): Buffer {
  const bytes = gzipSync(Buffer.from(JSON.stringify(body)));
  // Flip bytes in the deflate stream and cut the trailer: zlib fails mid-body.
  for (let index = 12; index < 24 && index < bytes.length; index += 1) bytes[index] = (bytes[index] ?? 0) ^ 0xff;
  return bytes.subarray(0, bytes.length - 4);
}

describe('a corrupt gzip body', () => {
  it('is a 400 in the chat envelope with the request ID', async () => {
    const { app, secret, logs } = await createTestGateway();
    const response = await request(app)
      .post('/v1/chat/completions')
      .set('authorization', `Bearer ${secret}`)
      .set('content-type', 'application/json')
      .set('content-encoding', 'gzip')
      .send(corruptGzip(chat));
    expect(response.status).toBe(400);
    expect(response.body.error.type).toBe('invalid_request_error');
    expect(response.body.error.message).toMatch(/gzip|compressed|decompress/i);
    expect(response.headers['x-request-id']).toMatch(/^req_/);
    expect(logs.some((line) => line['msg'] === 'internal error')).toBe(false);
  });

  it('is a 400 in the anthropic envelope on /v1/messages', async () => {
    const { app, secret } = await createTestGateway();
    const response = await request(app)
      .post('/v1/messages')
      .set('authorization', `Bearer ${secret}`)
      .set('content-type', 'application/json')
      .set('content-encoding', 'gzip')
      .send(corruptGzip(messages));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ type: 'error', error: { type: 'invalid_request_error' } });
  });
});

describe('a max output beyond the model', () => {
  it('is a 400 naming the limit and the field, not a 500', async () => {
    const { app, secret, logs } = await createTestGateway();
    const response = await request(app)
      .post('/v1/messages')
      .set('authorization', `Bearer ${secret}`)
      .send({ ...messages, max_tokens: Number.MAX_SAFE_INTEGER });
    expect(response.status).toBe(400);
    expect(response.body.error.type).toBe('invalid_request_error');
    expect(response.body.error.message).toContain('max_tokens');
    expect(response.body.error.message).toMatch(/128000|128,000/);
    expect(logs.some((line) => line['msg'] === 'internal error')).toBe(false);
  });

  it('names max_completion_tokens on chat and max_output_tokens on responses', async () => {
    const { app, secret } = await createTestGateway();
    const onChat = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send({ ...chat, max_completion_tokens: 10 ** 15 });
    expect(onChat.status).toBe(400);
    expect(onChat.body.error.param).toBe('max_completion_tokens');
    const onResponses = await request(app)
      .post('/v1/responses')
      .set('authorization', `Bearer ${secret}`)
      .send({ model: 'demo-model', input: 'hi', max_output_tokens: 10 ** 15 });
    expect(onResponses.status).toBe(400);
    expect(onResponses.body.error.param).toBe('max_output_tokens');
  });

  it('admits a max output at the limit', async () => {
    const { app, secret } = await createTestGateway();
    const response = await request(app).post('/v1/messages').set('authorization', `Bearer ${secret}`).send({ ...messages, max_tokens: 128_000 });
    expect(response.status).toBe(200);
  });
});

describe('echoed values', () => {
  it('are truncated in the error body and the diagnostic record', async () => {
    const { app, secret, logs } = await createTestGateway();
    const huge = 'x'.repeat(1024 * 1024);
    const unknownModel = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send({ ...chat, model: huge });
    expect(unknownModel.status).toBe(404);
    expect(unknownModel.text.length).toBeLessThan(4096);
    const badEnum = await request(app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send({ ...chat, reasoning_effort: huge });
    expect(badEnum.status).toBe(400);
    expect(badEnum.text.length).toBeLessThan(4096);
    const records = logs.filter((line) => line['msg'] === 'request');
    expect(records).toHaveLength(2);
    for (const record of records) expect(JSON.stringify(record).length).toBeLessThan(8192);
  });
});
