import { ROOT_CONTEXT, createContextKey, trace, type Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { createOtelTracing } from './create-otel-tracing.js';

// What a span processor's onStart gets as the parent context of a request's child spans: the context holding the
// request span, as the SDK's tracer would give (made only when a processor reads it), usable as any context.

describe('a child span\'s parent context, as a span processor sees it', () => {
  it('holds the request span, and sets and deletes values as a context does', async () => {
    const started: { span: Span; context: Context }[] = [];
    const ended: ReadableSpan[] = [];
    const processor: SpanProcessor = {
      onStart: (span, context) => started.push({ span, context }),
      onEnd: (span) => ended.push(span),
      forceFlush: () => Promise.resolve(),
      shutdown: () => Promise.resolve(),
    };
    const tracing = createOtelTracing({ url: 'http://127.0.0.1:9/v1/traces', protocol: 'http/protobuf', headers: {}, serviceName: 'modelgate-test', sampleRatio: 1 }, { serviceVersion: '1', spanProcessors: [processor] });
    const request = tracing.startRequest({ headers: {}, endpoint: '/v1/chat/completions', requestId: 'req_1' });
    request.startStep('admission').end({});
    request.startAttempt({ deployment: 'openai/gpt-x', provider: 'openai', providerSystem: 'openai', upstreamModel: 'gpt-x-2026' }).end({ deployment: 'openai/gpt-x', outcome: 'ok', upstreamStatus: 200, ms: 5 });
    const [requestStart, admission, attempt] = started;
    expect(requestStart?.context).toBe(ROOT_CONTEXT);
    for (const child of [admission, attempt]) {
      expect(trace.getSpan(child!.context)).toBe(requestStart!.span);
      expect(child!.span.parentSpanContext).toBe(requestStart!.span.spanContext());
    }
    const key = createContextKey('test key');
    const withValue = admission!.context.setValue(key, 1);
    expect(withValue.getValue(key)).toBe(1);
    expect(trace.getSpan(withValue)).toBe(requestStart!.span);
    expect(trace.getSpan(admission!.context.deleteValue(key))).toBe(requestStart!.span);
    expect(admission!.context.getValue(key)).toBeUndefined();
    expect(ended.map((span) => span.links.length + span.events.length)).toEqual([0, 0]);
    await tracing.shutdown();
  });
});
