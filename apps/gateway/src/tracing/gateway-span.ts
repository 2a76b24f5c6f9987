import { diag, SpanStatusCode, type Attributes, type AttributeValue, type Context, type Exception, type HrTime, type Link, type SpanContext, type SpanKind, type SpanStatus, type TimeInput } from '@opentelemetry/api';
import { hrTimeDuration, isTimeInput, millisToHrTime, timeInputToHrTime, type InstrumentationScope } from '@opentelemetry/core';
import type { Resource } from '@opentelemetry/resources';
import type { Span, SpanProcessor, TimedEvent } from '@opentelemetry/sdk-trace-base';
import { attributeKey, type AttributeKey } from './write-scalar-key-value.js';

/** What every span of one tracing layer shares: where its spans go, and what they were recorded for. */
export type SpanRecorder = {
  readonly resource: Resource;
  readonly instrumentationScope: InstrumentationScope;
  /** The span processors, called in order as the SDK's MultiSpanProcessor calls them. */
  readonly spanProcessors: readonly SpanProcessor[];
};

const UNSET: SpanStatus = Object.freeze({ code: SpanStatusCode.UNSET });
/**
 * What a span holds until it has links, events or an end: shared and frozen, as the gateway's spans never have links
 * or events (two empty lists a span were ~0.25 KB of what a traced request allocates). A span's own list is made by
 * its first addLink or addEvent.
 */
const NO_LINKS: Link[] = Object.freeze([]) as unknown as Link[];
const NO_EVENTS: TimedEvent[] = Object.freeze([]) as unknown as TimedEvent[];
const NOT_ENDED: HrTime = Object.freeze([0, 0]) as unknown as HrTime;

/**
 * A sampled span of the gateway's own (a request, its admission, its upstream attempts, its settlement): an
 * `@opentelemetry/api` Span and the SDK's ReadableSpan, handed to the SDK's span processors (batch or encoding batch,
 * and so to the OTLP exporters) as the SDK's SpanImpl is. It does what SpanImpl does for the calls the gateway makes,
 * without SpanImpl's per-call work that those calls never need: attribute values are the gateway's own (strings,
 * numbers, booleans, one string array; never empty keys, never more than the 128 the SDK keeps by default, no value
 * length limit by default), so they are stored as given; the clock is read once at the start and once at the end
 * (performance.now() against a wall-clock offset taken once per request, where SpanImpl reads Date.now() and
 * performance.now() three times a span); and no tracer self-metrics. Events, links and exceptions are kept as
 * SpanImpl keeps them, for completeness; the gateway records none.
 *
 * Attributes are kept as a list, key entry then value (`attributeList`), in the order an object would list them: a key
 * set again keeps its place. The OTLP encoder writes them from the list with their keys' bytes at hand
 * (encode-otlp-span.ts); the `attributes` object is made only when something reads it (the JSON exporter, tests).
 * Stored into one object, each span kind's keys made every store and every read a megamorphic property access.
 */
export class GatewaySpan implements Span {
  /** Key entry, value, key entry, value, … (see the class's comment). */
  readonly attributeList: (AttributeKey | AttributeValue)[] = [];
  /** The bits of the listed keys that have one (write-scalar-key-value.ts). */
  private keyBits = 0;
  /** Whether a key is listed that an object lists elsewhere than where it was first set (an array index). */
  unlistable = false;
  private attributesObject: Attributes | undefined;
  links: Link[] = NO_LINKS;
  events: TimedEvent[] = NO_EVENTS;
  readonly startTime: HrTime;
  endTime: HrTime = NOT_ENDED;
  status: SpanStatus = UNSET;
  ended = false;
  readonly droppedAttributesCount = 0;
  readonly droppedEventsCount = 0;
  readonly droppedLinksCount = 0;

  constructor(
    private readonly recorder: SpanRecorder,
    private readonly context: SpanContext,
    public name: string,
    readonly kind: SpanKind,
    readonly parentSpanContext: SpanContext | undefined,
    /** Wall-clock milliseconds minus performance.now(), taken once per request: a time is performance.now() + offset. */
    readonly clockOffset: number,
    parentContext: Context,
  ) {
    this.startTime = millisToHrTime(performance.now() + clockOffset);
    for (const processor of recorder.spanProcessors) processor.onStart(this, parentContext);
  }

  get resource(): Resource {
    return this.recorder.resource;
  }

  get instrumentationScope(): InstrumentationScope {
    return this.recorder.instrumentationScope;
  }

  /** The attributes as the SDK's span holds them: an object, keys in the order first set (array indices first). */
  get attributes(): Attributes {
    if (this.attributesObject !== undefined) return this.attributesObject;
    const attributes: Attributes = {};
    const list = this.attributeList;
    for (let index = 0; index < list.length; index += 2) attributes[(list[index] as AttributeKey).name] = list[index + 1] as AttributeValue;
    if (this.ended) this.attributesObject = attributes;
    return attributes;
  }

  get duration(): HrTime {
    return this.ended ? hrTimeDuration(this.startTime, this.endTime) : [-1, -1];
  }

  spanContext(): SpanContext {
    return this.context;
  }

  setAttribute(key: string, value: AttributeValue | undefined): this {
    if (value == null || this.isEnded()) return this;
    this.list(attributeKey(key), value);
    return this;
  }

  /** setAttribute with the key's entry at hand (the gateway's own keys: create-otel-tracing.ts), no key looked up. */
  setKeyed(entry: AttributeKey, value: AttributeValue | undefined): this {
    if (value == null || this.isEnded()) return this;
    this.list(entry, value);
    return this;
  }

  private list(entry: AttributeKey, value: AttributeValue): void {
    const stored = Array.isArray(value) ? (value.slice() as AttributeValue) : value;
    const list = this.attributeList;
    if ((this.keyBits & entry.bit) === 0 && (entry.bit !== 0 || !this.listsKey(entry.name))) {
      this.keyBits |= entry.bit;
      if (!entry.listable) this.unlistable = true;
      list.push(entry, stored);
      return;
    }
    // Set again: the value replaced in its place.
    for (let index = 0; index < list.length; index += 2) {
      if ((list[index] as AttributeKey).name === entry.name) {
        list[index + 1] = stored;
        return;
      }
    }
  }

  /** Whether a key without a bit is listed already. */
  private listsKey(name: string): boolean {
    const list = this.attributeList;
    for (let index = 0; index < list.length; index += 2) if ((list[index] as AttributeKey).name === name) return true;
    return false;
  }

  setAttributes(attributes: Attributes): this {
    for (const key in attributes) if (Object.prototype.hasOwnProperty.call(attributes, key)) this.setAttribute(key, attributes[key]);
    return this;
  }

  addEvent(name: string, attributesOrTime?: Attributes | TimeInput, time?: TimeInput): this {
    if (this.isEnded()) return this;
    const attributes = isTimeInput(attributesOrTime) ? {} : { ...attributesOrTime };
    const at = isTimeInput(attributesOrTime) ? attributesOrTime : time;
    if (this.events === NO_EVENTS) this.events = [];
    this.events.push({ name, attributes, time: at === undefined ? this.now() : timeInputToHrTime(at), droppedAttributesCount: 0 });
    return this;
  }

  addLink(link: Link): this {
    if (this.isEnded()) return this;
    if (this.links === NO_LINKS) this.links = [];
    this.links.push(link.attributes === undefined ? { context: link.context } : { context: link.context, attributes: { ...link.attributes } });
    return this;
  }

  addLinks(links: Link[]): this {
    for (const link of links) this.addLink(link);
    return this;
  }

  /** As SpanImpl: UNSET changes nothing, OK is final, a message is kept only with ERROR. */
  setStatus(status: SpanStatus): this {
    if (this.isEnded() || status.code === SpanStatusCode.UNSET || this.status.code === SpanStatusCode.OK) return this;
    this.status = status.code === SpanStatusCode.ERROR && typeof status.message === 'string' ? { code: status.code, message: status.message } : { code: status.code };
    return this;
  }

  updateName(name: string): this {
    if (!this.isEnded()) this.name = name;
    return this;
  }

  end(endTime?: TimeInput): void {
    if (this.ended) {
      diag.error(`${this.name} ${this.context.traceId}-${this.context.spanId} - You can only call end() on a span once.`);
      return;
    }
    this.endTime = endTime === undefined ? this.now() : timeInputToHrTime(endTime);
    const processors = this.recorder.spanProcessors;
    for (const processor of processors) processor.onEnding?.(this);
    this.ended = true;
    for (const processor of processors) processor.onEnd(this);
  }

  isRecording(): boolean {
    return !this.ended;
  }

  recordException(exception: Exception, time?: TimeInput): void {
    const attributes: Attributes = {};
    if (typeof exception === 'string') attributes['exception.message'] = exception;
    else {
      const type = exception.code ? String(exception.code) : exception.name;
      if (type) attributes['exception.type'] = type;
      if (exception.message) attributes['exception.message'] = exception.message;
      if (exception.stack) attributes['exception.stacktrace'] = exception.stack;
    }
    this.addEvent('exception', attributes, time);
  }

  private now(): HrTime {
    return millisToHrTime(performance.now() + this.clockOffset);
  }

  private isEnded(): boolean {
    if (this.ended) diag.warn(`Cannot execute the operation on ended Span {traceId: ${this.context.traceId}, spanId: ${this.context.spanId}}`);
    return this.ended;
  }
}
