import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { startTracedChatGateway } from '../testing-fixtures/start-traced-chat-gateway.js';
import type { GatewayTracing, RequestTrace } from './gateway-tracing.js';

// A request the sampler left out (`recording: false`) costs the pipeline nothing beyond its upstream trace context:
// no step spans are asked for, no answer summary is made for it, and it is never ended.

const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const LEFT_OUT = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00';

function unrecordedTracing(): { tracing: GatewayTracing; calls: string[]; summaries: unknown[] } {
  const calls: string[] = [];
  const summaries: unknown[] = [];
  const trace: RequestTrace = {
    recording: false,
    describeRequest: () => void calls.push('describeRequest'),
    startStep: (name) => {
      calls.push(`startStep ${name}`);
      return { end: () => undefined };
    },
    startAttempt: () => ({ headers: { traceparent: LEFT_OUT }, answered: () => undefined, end: () => undefined }),
    describeResponse: (summary) => void summaries.push(summary),
    end: () => void calls.push('end'),
  };
  return { tracing: { startRequest: () => trace, shutdown: async () => undefined }, calls, summaries };
}

describe('a request whose trace records nothing', () => {
  for (const stream of [false, true]) {
    it(`asks for no step span, no answer summary and no end (${stream ? 'streamed' : 'JSON'})`, async () => {
      const { tracing, calls, summaries } = unrecordedTracing();
      const { gateway, upstream } = await startTracedChatGateway(tracing, closers);
      await request(gateway.app)
        .post('/v1/chat/completions')
        .set('authorization', `Bearer ${gateway.secret}`)
        .send({ model: 'chat-x', stream, messages: [{ role: 'user', content: 'hi' }] })
        .expect(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls.filter((call) => call !== 'describeRequest')).toEqual([]);
      expect(summaries).toEqual([undefined]);
      expect(upstream.requests[0]?.headers['traceparent']).toBe(LEFT_OUT);
    });
  }
});
