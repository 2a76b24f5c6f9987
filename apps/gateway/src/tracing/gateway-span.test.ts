import { ROOT_CONTEXT, SpanKind, SpanStatusCode, TraceFlags, trace, type Span as ApiSpan, type SpanContext } from '@opentelemetry/api';
import { TraceState, hrTimeDuration, hrTimeToMilliseconds } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOnSampler, BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { GatewaySpan, type SpanRecorder } from './gateway-span.js';

// GatewaySpan against the SDK tracer's own span (SpanImpl): the same calls on both, what a span processor then reads
// from each (everything but the ids and the clock) is the same.

const PARENT: SpanContext = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7', traceFlags: TraceFlags.SAMPLED, isRemote: true, traceState: new TraceState('vendor=one') };
const resource = resourceFromAttributes({ 'service.name': 'equal' });

type Script = (span: ApiSpan) => void;

/** What a processor and the exporters read of an ended span, the ids and times left out. */
function observed(span: ReadableSpan): unknown {
  return {
    name: span.name,
    kind: span.kind,
    traceId: span.spanContext().traceId,
    traceFlags: span.spanContext().traceFlags,
    traceState: span.spanContext().traceState?.serialize(),
    parent: span.parentSpanContext,
    attributes: Object.entries(span.attributes),
    status: span.status,
    events: span.events.map((event) => ({ ...event, time: undefined })),
    links: span.links,
    dropped: [span.droppedAttributesCount, span.droppedEventsCount, span.droppedLinksCount],
    ended: span.ended,
    resource: span.resource.attributes,
    scope: span.instrumentationScope,
  };
}

function withSdk(script: Script): ReadableSpan {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ resource, sampler: new AlwaysOnSampler(), spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const span = provider.getTracer('modelgate', '1').startSpan('chat', { kind: SpanKind.SERVER }, trace.setSpanContext(ROOT_CONTEXT, PARENT));
  script(span);
  const [ended] = exporter.getFinishedSpans();
  if (ended === undefined) throw new Error('the SDK span did not end');
  return ended;
}

function withGatewaySpan(script: Script): ReadableSpan {
  const exporter = new InMemorySpanExporter();
  const recorder: SpanRecorder = { resource, instrumentationScope: { name: 'modelgate', version: '1', schemaUrl: undefined }, spanProcessors: [new SimpleSpanProcessor(exporter)] };
  const context: SpanContext = { traceId: PARENT.traceId, spanId: '1111111111111111', traceFlags: TraceFlags.SAMPLED, traceState: PARENT.traceState };
  const span = new GatewaySpan(recorder, context, 'chat', SpanKind.SERVER, PARENT, Date.now() - performance.now(), ROOT_CONTEXT);
  script(span);
  const [ended] = exporter.getFinishedSpans();
  if (ended === undefined) throw new Error('the gateway span did not end');
  return ended;
}

const SCRIPTS: Record<string, Script> = {
  'a request span as the gateway makes it': (span) => {
    span.setAttribute('gen_ai.operation.name', 'chat');
    span.setAttribute('http.request.method', 'POST');
    span.updateName('chat gpt-x');
    span.setAttribute('gen_ai.request.stream', false);
    span.setAttribute('http.response.status_code', 200);
    span.setAttribute('gen_ai.response.finish_reasons', ['stop']);
    span.setAttribute('gen_ai.usage.input_tokens', 0);
    span.setAttribute('modelgate.cost', 0.25);
    span.end();
  },
  'a value set again keeps its place; an undefined one sets nothing': (span) => {
    span.setAttribute('a', 1);
    span.setAttribute('b', 'two');
    span.setAttribute('a', 3);
    span.setAttributes({ d: true, e: undefined, b: 'again' });
    span.end();
  },
  'array-index keys list first, ascending; other keys in the order first set': (span) => {
    span.setAttribute('b', 1);
    span.setAttribute('10', 'ten');
    span.setAttribute('1a', 'not an index');
    span.setAttribute('2', 'two');
    span.setAttribute('b', 'again');
    span.setAttribute('-1', 'not an index either');
    span.end();
  },
  'more keys than have a bit, each set again, among array indices and __proto__': (span) => {
    for (let index = 0; index < 40; index += 1) span.setAttribute(`many.${index}`, index);
    span.setAttribute('__proto__', 'ignored by an object');
    span.setAttribute('3', 'three');
    for (let index = 39; index >= 0; index -= 3) span.setAttribute(`many.${index}`, `again ${index}`);
    span.setAttribute('many.0', ['last']);
    span.end();
  },
  'attributes read before the span ends, then set again and added to': (span) => {
    span.setAttribute('a', 1);
    span.setAttribute('b', 2);
    expect(Object.keys((span as unknown as ReadableSpan).attributes)).toEqual(['a', 'b']);
    span.setAttribute('a', 'changed');
    span.setAttribute('c', ['x']);
    span.end();
  },
  'an error status with its message; a later UNSET changes nothing': (span) => {
    span.setStatus({ code: SpanStatusCode.ERROR, message: 'upstream_status' });
    span.setStatus({ code: SpanStatusCode.UNSET });
    span.end();
  },
  'a message with OK is dropped; OK is final': (span) => {
    span.setStatus({ code: SpanStatusCode.OK, message: 'ignored' });
    span.setStatus({ code: SpanStatusCode.ERROR, message: 'too late' });
    span.end();
  },
  'events, links and an exception': (span) => {
    span.addEvent('first', { n: 1 });
    span.addEvent('second');
    span.addLink({ context: { ...PARENT, spanId: '2222222222222222' }, attributes: { why: 'retry' } });
    span.addLinks([{ context: { ...PARENT, spanId: '3333333333333333' } }]);
    span.recordException(Object.assign(new Error('boom'), { stack: 'Error: boom\n    at here' }));
    span.recordException('plain');
    span.end();
  },
  'nothing changes once ended': (span) => {
    span.setAttribute('before', 1);
    span.end();
    span.setAttribute('after', 2);
    span.updateName('renamed');
    span.setStatus({ code: SpanStatusCode.ERROR });
    span.addEvent('late');
    span.end();
  },
};

describe('GatewaySpan', () => {
  for (const [name, script] of Object.entries(SCRIPTS)) {
    it(`reads as the SDK's span after the same calls: ${name}`, () => {
      expect(observed(withGatewaySpan(script))).toEqual(observed(withSdk(script)));
    });
  }

  it('keeps a copy of an array value, as the SDK does', () => {
    const reasons = ['stop'];
    const ended = withGatewaySpan((span) => {
      span.setAttribute('gen_ai.response.finish_reasons', reasons);
      reasons.push('length');
      span.end();
    });
    expect(ended.attributes['gen_ai.response.finish_reasons']).toEqual(['stop']);
  });

  it('is stamped with the wall clock, and its duration is its end minus its start', () => {
    const before = Date.now();
    const ended = withGatewaySpan((span) => {
      const until = performance.now() + 3;
      while (performance.now() < until);
      span.end();
    });
    const after = Date.now();
    expect(hrTimeToMilliseconds(ended.startTime)).toBeGreaterThanOrEqual(before - 1);
    expect(hrTimeToMilliseconds(ended.endTime)).toBeLessThanOrEqual(after + 1);
    expect(hrTimeToMilliseconds(ended.duration)).toBeGreaterThanOrEqual(3);
    expect(ended.duration).toEqual(hrTimeDuration(ended.startTime, ended.endTime));
  });

  it('calls every processor at its start and at its end, in order', () => {
    const calls: string[] = [];
    const processor = (tag: string): SpanProcessor => ({
      onStart: (span) => calls.push(`${tag} start ${span.name}`),
      onEnding: (span) => calls.push(`${tag} ending ${span.ended}`),
      onEnd: (span) => calls.push(`${tag} end ${span.ended}`),
      forceFlush: async () => {},
      shutdown: async () => {},
    });
    const recorder: SpanRecorder = { resource, instrumentationScope: { name: 'modelgate' }, spanProcessors: [processor('a'), processor('b')] };
    new GatewaySpan(recorder, { ...PARENT, isRemote: false }, 'chat', SpanKind.SERVER, undefined, 0, ROOT_CONTEXT).end();
    expect(calls).toEqual(['a start chat', 'b start chat', 'a ending false', 'b ending false', 'a end true', 'b end true']);
  });

  it('gives each span its own lists of links and events once it has one, and no end time before its end', () => {
    const recorder: SpanRecorder = { resource, instrumentationScope: { name: 'modelgate' }, spanProcessors: [] };
    const start = (): GatewaySpan => new GatewaySpan(recorder, { ...PARENT, isRemote: false }, 'chat', SpanKind.SERVER, undefined, 0, ROOT_CONTEXT);
    const [withBoth, without] = [start(), start()];
    expect(withBoth.endTime).toEqual([0, 0]);
    withBoth.addEvent('first');
    withBoth.addLink({ context: PARENT });
    withBoth.end();
    without.end();
    expect([withBoth.events.length, withBoth.links.length, without.events.length, without.links.length]).toEqual([1, 1, 0, 0]);
    expect(start().events).toEqual([]);
    expect(without.endTime).not.toEqual([0, 0]);
  });
});
