import type { Attributes, AttributeValue, HrTime, SpanContext } from '@opentelemetry/api';
import type { InstrumentationScope } from '@opentelemetry/core';
import type { Resource } from '@opentelemetry/resources';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { GatewaySpan } from './gateway-span.js';
import { GatewaySpanContext } from './gateway-span-context.js';
import { ProtobufWriter, putHrTime, putUint32LE, putVarint, varintWidth } from './protobuf-writer.js';
import { writeScalarKeyValue } from './write-scalar-key-value.js';
import { writeSpanAttributeList } from './write-span-attribute-list.js';

/*
 * OTLP/protobuf (opentelemetry-proto: collector/trace/v1, trace/v1, resource/v1, common/v1) written straight from the
 * SDK's ReadableSpan, one span at a time, in the field order and with the same explicit defaults as the SDK's own
 * protobuf serializer (@opentelemetry/otlp-transformer), so that a batch is byte for byte what that serializer writes
 * (encode-otlp-span.test.ts checks it). Field numbers are the wire's; the tag bytes below are (field << 3) | wire type.
 */

const SPAN_FLAGS_HAS_IS_REMOTE = 0x100;
const SPAN_FLAGS_IS_REMOTE = 0x200;
/** AnyValue's fields: string 1, bool 2, int 3, double 4, array 5 (ArrayValue.values 1), bytes 7. */
function writeAnyValue(writer: ProtobufWriter, value: AttributeValue | null | undefined | Uint8Array): void {
  if (typeof value === 'string') {
    writer.varint(0x0a);
    writer.string(value);
  } else if (typeof value === 'boolean') {
    writer.varint(0x10);
    writer.varint(value ? 1 : 0);
  } else if (typeof value === 'number') {
    if (Number.isInteger(value) && value >= -(2 ** 63) && value < 2 ** 63) {
      writer.varint(0x18);
      writer.int64(value);
    } else {
      writer.varint(0x21);
      writer.double(value);
    }
  } else if (value instanceof Uint8Array) {
    writer.varint(0x3a);
    writer.varint(value.length);
    writer.raw(value);
  } else if (Array.isArray(value)) {
    writer.varint(0x2a);
    const array = writer.begin();
    for (const item of value as readonly (string | number | boolean | null | undefined)[]) {
      writer.varint(0x0a);
      const entry = writer.begin();
      writeAnyValue(writer, item);
      writer.end(entry);
    }
    writer.end(array);
  }
  // null, undefined: an empty AnyValue, as the SDK writes it.
}

/**
 * Repeated KeyValue under the given tag byte. A string, number or boolean value (every attribute the gateway sets) is
 * written in one pass (writeScalarKeyValue); arrays, bytes and empty values as nested messages.
 */
function writeAttributes(writer: ProtobufWriter, tag: number, attributes: Attributes): void {
  for (const key in attributes) {
    // Object.prototype.hasOwnProperty.call, not Object.hasOwn: the optimizer answers it from the for-in's own map.
    if (!Object.prototype.hasOwnProperty.call(attributes, key)) continue;
    const value = attributes[key];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') writeScalarKeyValue(writer, tag, key, value);
    else writeKeyValue(writer, tag, key, value);
  }
}

function writeKeyValue(writer: ProtobufWriter, tag: number, key: string, value: AttributeValue | undefined): void {
  writer.varint(tag);
  const keyValue = writer.begin();
  writer.varint(0x0a); // KeyValue.key (1, string)
  writer.string(key);
  writer.varint(0x12); // KeyValue.value (2, AnyValue)
  const anyValue = writer.begin();
  writeAnyValue(writer, value);
  writer.end(anyValue);
  writer.end(keyValue);
}

/** A span's own id: a span the gateway started has it as words (no hex written and decoded again). */
function writeSpanId(writer: ProtobufWriter, context: SpanContext): void {
  if (context instanceof GatewaySpanContext) writer.idWords(context.spanIdHigh, context.spanIdLow);
  else writer.hexId(context.spanId);
}

/** A span's trace id: a trace the gateway started has it as words (no hex decoded for each of its spans). */
function writeTraceId(writer: ProtobufWriter, context: SpanContext): void {
  const words = context instanceof GatewaySpanContext ? context.traceIdWords : undefined;
  if (words !== undefined) writer.traceIdWords(words.w0, words.w1, words.w2, words.w3);
  else writer.hexId(context.traceId);
}

function spanFlags(context: SpanContext, isRemote: boolean | undefined): number {
  return (context.traceFlags & 0xff) | SPAN_FLAGS_HAS_IS_REMOTE | (isRemote === true ? SPAN_FLAGS_IS_REMOTE : 0);
}

function writeEvent(writer: ProtobufWriter, event: { time: HrTime; name: string; attributes?: Attributes; droppedAttributesCount?: number }): void {
  writer.varint(0x09); // time_unix_nano (1, fixed64)
  writer.hrTime(event.time);
  writer.varint(0x12); // name (2)
  writer.string(event.name);
  if (event.attributes !== undefined) writeAttributes(writer, 0x1a, event.attributes); // attributes (3)
  writer.varint(0x20); // dropped_attributes_count (4)
  writer.varint(event.droppedAttributesCount ?? 0);
}

function writeLink(writer: ProtobufWriter, link: { context: SpanContext; attributes?: Attributes; droppedAttributesCount?: number }): void {
  writer.varint(0x0a); // trace_id (1)
  writer.hexId(link.context.traceId);
  writer.varint(0x12); // span_id (2)
  writer.hexId(link.context.spanId);
  const traceState = link.context.traceState?.serialize();
  if (traceState) {
    writer.varint(0x1a); // trace_state (3)
    writer.string(traceState);
  }
  if (link.attributes !== undefined) writeAttributes(writer, 0x22, link.attributes); // attributes (4)
  writer.varint(0x28); // dropped_attributes_count (5)
  writer.varint(link.droppedAttributesCount ?? 0);
  writer.varint(0x35); // flags (6, fixed32)
  writer.fixed32(spanFlags(link.context, link.context.isRemote));
}

/** One `Span` message, as ScopeSpans.spans (field 2) with its tag and length: what a batch holds per ended span. */
export function writeOtlpSpan(writer: ProtobufWriter, span: ReadableSpan): void {
  writer.varint(0x12);
  const message = writer.begin();
  const context = span.spanContext();
  writer.varint(0x0a); // trace_id (1)
  writeTraceId(writer, context);
  writer.varint(0x12); // span_id (2)
  writeSpanId(writer, context);
  const traceState = context.traceState?.serialize();
  if (traceState) {
    writer.varint(0x1a); // trace_state (3)
    writer.string(traceState);
  }
  const parent = span.parentSpanContext;
  if (parent instanceof GatewaySpanContext) {
    writer.varint(0x22); // parent_span_id (4)
    writer.idWords(parent.spanIdHigh, parent.spanIdLow);
  } else if (parent?.spanId) {
    writer.varint(0x22);
    writer.hexId(parent.spanId);
  }
  writer.varint(0x2a); // name (5)
  writer.string(span.name);
  // kind, start and end: one room check, then written in place.
  writer.ensure(1 + 5 + 1 + 8 + 1 + 8);
  const buffer = writer.buffer;
  let pos = writer.pos;
  // The API's kinds start at INTERNAL = 0; the wire's at SPAN_KIND_UNSPECIFIED = 0.
  buffer[pos] = 0x30; // kind (6)
  pos = putVarint(buffer, pos + 1, span.kind + 1);
  buffer[pos] = 0x39; // start_time_unix_nano (7, fixed64)
  pos = putHrTime(buffer, pos + 1, span.startTime);
  buffer[pos] = 0x41; // end_time_unix_nano (8, fixed64)
  writer.pos = putHrTime(buffer, pos + 1, span.endTime);
  // attributes (9)
  if (span instanceof GatewaySpan && !span.unlistable) writeSpanAttributeList(writer, span.kind, span.name, span.attributeList, writeKeyValue);
  else writeAttributes(writer, 0x4a, span.attributes);
  const events = span.events;
  const links = span.links;
  if (events.length === 0 && links.length === 0 && !span.status.message) {
    writeShortSpanTail(writer, span, context);
  } else {
    writer.varint(0x50); // dropped_attributes_count (10)
    writer.varint(span.droppedAttributesCount);
    for (const event of events) {
      writer.varint(0x5a); // events (11)
      const entry = writer.begin();
      writeEvent(writer, event);
      writer.end(entry);
    }
    writer.varint(0x60); // dropped_events_count (12)
    writer.varint(span.droppedEventsCount);
    for (const link of links) {
      writer.varint(0x6a); // links (13)
      const entry = writer.begin();
      writeLink(writer, link);
      writer.end(entry);
    }
    writer.varint(0x70); // dropped_links_count (14)
    writer.varint(span.droppedLinksCount);
    writer.varint(0x7a); // status (15)
    const status = writer.begin();
    if (span.status.message) {
      writer.varint(0x12); // message (2)
      writer.string(span.status.message);
    }
    writer.varint(0x18); // code (3)
    writer.varint(span.status.code);
    writer.end(status);
    writer.varint((16 << 3) | 5); // flags (16, fixed32): a two-byte tag
    writer.fixed32(spanFlags(context, span.parentSpanContext?.isRemote));
  }
  writer.end(message);
}

/**
 * The fields after a span's attributes when it has no events, no links and no status message (every span the gateway
 * makes but a failed attempt): the bytes of the general path in writeOtlpSpan, after one room check, written in place.
 */
function writeShortSpanTail(writer: ProtobufWriter, span: ReadableSpan, context: SpanContext): void {
  writer.ensure(3 * (1 + 5) + 1 + 1 + 1 + 5 + 2 + 4);
  const buffer = writer.buffer;
  let pos = writer.pos;
  buffer[pos] = 0x50; // dropped_attributes_count (10)
  pos = putVarint(buffer, pos + 1, span.droppedAttributesCount);
  buffer[pos] = 0x60; // dropped_events_count (12)
  pos = putVarint(buffer, pos + 1, span.droppedEventsCount);
  buffer[pos] = 0x70; // dropped_links_count (14)
  pos = putVarint(buffer, pos + 1, span.droppedLinksCount);
  buffer[pos] = 0x7a; // status (15), its length (at most 6) after it: code (3) alone
  buffer[pos + 2] = 0x18;
  const statusEnd = putVarint(buffer, pos + 3, span.status.code);
  buffer[pos + 1] = statusEnd - pos - 2;
  buffer[statusEnd] = ((16 << 3) | 5) | 0x80; // flags (16, fixed32): a two-byte tag
  buffer[statusEnd + 1] = (16 << 3) >>> 7;
  writer.pos = putUint32LE(buffer, statusEnd + 2, spanFlags(context, span.parentSpanContext?.isRemote) >>> 0);
}

/**
 * What goes around a batch of spans of one resource and scope, split at the spans: ExportTraceServiceRequest
 * .resource_spans (1) { resource (1), scope_spans (2) { scope (1), <spans>, schema_url (3) }, schema_url (3) }. The
 * lengths of the two enclosing messages depend on the spans' bytes, so `head(spansLength)` writes the head once they are known.
 */
export function encodeBatchFrame(resource: Resource, scope: InstrumentationScope): { head(spansLength: number): Buffer; tail: Buffer } {
  const resourceMessage = new ProtobufWriter(256);
  resourceMessage.varint(0x0a); // ResourceSpans.resource (1)
  const resourceStart = resourceMessage.begin();
  writeAttributes(resourceMessage, 0x0a, resource.attributes); // Resource.attributes (1)
  resourceMessage.varint(0x10); // Resource.dropped_attributes_count (2)
  resourceMessage.varint(0);
  resourceMessage.end(resourceStart);
  const scopeMessage = new ProtobufWriter(128);
  scopeMessage.varint(0x0a); // ScopeSpans.scope (1)
  const scopeStart = scopeMessage.begin();
  scopeMessage.varint(0x0a); // InstrumentationScope.name (1)
  scopeMessage.string(scope.name);
  if (scope.version) {
    scopeMessage.varint(0x12); // version (2)
    scopeMessage.string(scope.version);
  }
  scopeMessage.end(scopeStart);
  const scopeTail = new ProtobufWriter(64);
  if (scope.schemaUrl) {
    scopeTail.varint(0x1a); // ScopeSpans.schema_url (3)
    scopeTail.string(scope.schemaUrl);
  }
  const resourceTail = new ProtobufWriter(64);
  if (resource.schemaUrl) {
    resourceTail.varint(0x1a); // ResourceSpans.schema_url (3)
    resourceTail.string(resource.schemaUrl);
  }
  const resourceBytes = resourceMessage.buffer.subarray(0, resourceMessage.pos);
  const scopeBytes = scopeMessage.buffer.subarray(0, scopeMessage.pos);
  const scopeTailBytes = scopeTail.buffer.subarray(0, scopeTail.pos);
  return {
    head(spansLength) {
      const scopeSpansLength = scopeBytes.length + spansLength + scopeTailBytes.length;
      const head = new ProtobufWriter(resourceBytes.length + scopeBytes.length + 16);
      head.varint(0x0a); // ExportTraceServiceRequest.resource_spans (1)
      head.varint(resourceBytes.length + 1 + varintWidth(scopeSpansLength) + scopeSpansLength + resourceTail.pos);
      head.raw(resourceBytes);
      head.varint(0x12); // ResourceSpans.scope_spans (2)
      head.varint(scopeSpansLength);
      head.raw(scopeBytes);
      return head.buffer.subarray(0, head.pos);
    },
    tail: Buffer.concat([scopeTailBytes, resourceTail.buffer.subarray(0, resourceTail.pos)]),
  };
}
