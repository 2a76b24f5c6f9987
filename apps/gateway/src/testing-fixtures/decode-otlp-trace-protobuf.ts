/**
 * An OTLP `ExportTraceServiceRequest` in binary protobuf, decoded into the shape of its OTLP JSON encoding (the fields
 * the tests read: resource attributes, scope name, span ids, names, kinds and attributes), so that one set of
 * assertions reads what either encoding exported. A test collector's decoder, written from the field numbers of
 * opentelemetry/proto (collector/trace/v1, trace/v1, resource/v1, common/v1): not a general protobuf reader.
 */

export type OtlpAnyValue = { stringValue?: string; intValue?: number; boolValue?: boolean; doubleValue?: number; arrayValue?: { values: OtlpAnyValue[] } };
export type OtlpAttribute = { key: string; value: OtlpAnyValue };
export type OtlpSpan = { name: string; kind: number; traceId: string; spanId: string; parentSpanId?: string; attributes: OtlpAttribute[] };
export type OtlpExport = { resourceSpans: { resource: { attributes: OtlpAttribute[] }; scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[] }[] };

type Field = { number: number; varint: bigint; bytes: Uint8Array; fixed64: Buffer };

const WIRE_VARINT = 0;
const WIRE_FIXED64 = 1;
const WIRE_LENGTH_DELIMITED = 2;
const WIRE_FIXED32 = 5;

function readVarint(bytes: Uint8Array, start: number): [bigint, number] {
  let value = 0n;
  let shift = 0n;
  let offset = start;
  for (;;) {
    const byte = bytes[offset];
    if (byte === undefined) throw new Error('protobuf: a varint runs past the end of the message');
    offset += 1;
    value |= BigInt(byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) return [value, offset];
    shift += 7n;
  }
}

/** The message's fields in order, each with its number and its value as the wire type holds it. */
function readFields(bytes: Uint8Array): Field[] {
  const fields: Field[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const [tag, afterTag] = readVarint(bytes, offset);
    const field: Field = { number: Number(tag >> 3n), varint: 0n, bytes: new Uint8Array(), fixed64: Buffer.alloc(8) };
    const wire = Number(tag & 7n);
    offset = afterTag;
    if (wire === WIRE_VARINT) {
      [field.varint, offset] = readVarint(bytes, offset);
    } else if (wire === WIRE_FIXED64) {
      field.fixed64 = Buffer.from(bytes.subarray(offset, offset + 8));
      offset += 8;
    } else if (wire === WIRE_LENGTH_DELIMITED) {
      const [length, afterLength] = readVarint(bytes, offset);
      field.bytes = bytes.subarray(afterLength, afterLength + Number(length));
      offset = afterLength + Number(length);
    } else if (wire === WIRE_FIXED32) {
      offset += 4;
    } else {
      throw new Error(`protobuf: wire type ${wire} is not one OTLP uses`);
    }
    fields.push(field);
  }
  return fields;
}

function messages(bytes: Uint8Array, number: number): Uint8Array[] {
  return readFields(bytes)
    .filter((field) => field.number === number)
    .map((field) => field.bytes);
}

function text(bytes: Uint8Array, number: number): string {
  return Buffer.from(messages(bytes, number)[0] ?? new Uint8Array()).toString('utf8');
}

function hex(bytes: Uint8Array, number: number): string {
  return Buffer.from(messages(bytes, number)[0] ?? new Uint8Array()).toString('hex');
}

/** AnyValue: string_value 1, bool_value 2, int_value 3, double_value 4, array_value 5 (ArrayValue: values 1). */
function anyValue(bytes: Uint8Array): OtlpAnyValue {
  const [field] = readFields(bytes);
  if (field === undefined) return {};
  if (field.number === 1) return { stringValue: Buffer.from(field.bytes).toString('utf8') };
  if (field.number === 2) return { boolValue: field.varint !== 0n };
  if (field.number === 3) return { intValue: Number(BigInt.asIntN(64, field.varint)) };
  if (field.number === 4) return { doubleValue: field.fixed64.readDoubleLE(0) };
  if (field.number === 5) return { arrayValue: { values: messages(field.bytes, 1).map(anyValue) } };
  throw new Error(`protobuf: AnyValue field ${field.number} is not decoded here`);
}

/** KeyValue: key 1, value 2. */
function attributes(bytes: Uint8Array, number: number): OtlpAttribute[] {
  return messages(bytes, number).map((keyValue) => ({ key: text(keyValue, 1), value: anyValue(messages(keyValue, 2)[0] ?? new Uint8Array()) }));
}

/** Span: trace_id 1, span_id 2, parent_span_id 4, name 5, kind 6, attributes 9. */
function span(bytes: Uint8Array): OtlpSpan {
  const parentSpanId = hex(bytes, 4);
  const kind = readFields(bytes).find((field) => field.number === 6)?.varint ?? 0n;
  return {
    traceId: hex(bytes, 1),
    spanId: hex(bytes, 2),
    ...(parentSpanId === '' ? {} : { parentSpanId }),
    name: text(bytes, 5),
    kind: Number(kind),
    attributes: attributes(bytes, 9),
  };
}

/** ExportTraceServiceRequest: resource_spans 1; ResourceSpans: resource 1 (attributes 1), scope_spans 2; ScopeSpans: scope 1 (name 1), spans 2. */
export function decodeOtlpTraceProtobuf(body: Uint8Array): OtlpExport {
  return {
    resourceSpans: messages(body, 1).map((resourceSpans) => ({
      resource: { attributes: attributes(messages(resourceSpans, 1)[0] ?? new Uint8Array(), 1) },
      scopeSpans: messages(resourceSpans, 2).map((scopeSpans) => ({
        scope: { name: text(messages(scopeSpans, 1)[0] ?? new Uint8Array(), 1) },
        spans: messages(scopeSpans, 2).map(span),
      })),
    })),
  };
}
