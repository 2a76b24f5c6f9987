import { ProtobufWriter, putShortAscii } from './protobuf-writer.js';

/**
 * What is kept of one attribute key: its KeyValue.key field (tag and length included), encoded once, as keys recur on
 * every span; and the last value written under it, with its whole KeyValue (its length first, the repeated field's tag
 * left out) once that value came twice in a row: most of a traced request's values recur from one request to the next
 * (the operation, method, route, provider, deployment, outcome, status), and such a KeyValue is then one copy. (Two
 * values kept per key, for the keys two spans of a request set to two values, measured no cheaper.)
 *
 * A GatewaySpan lists its attributes as these entries (gateway-span.ts): `bit` tells it in one test whether a key is set
 * already (the first 30 keys have one; later ones are searched for), and `listable` is false for the keys an object
 * would not keep in the order they were first set (array indices, which it lists first, and `__proto__`).
 */
export type AttributeKey = {
  readonly name: string;
  readonly key: Uint8Array;
  readonly bit: number;
  readonly listable: boolean;
  value: string | number | boolean | undefined;
  keyValue: Uint8Array | undefined;
};

const MAX_CACHED_KEYS = 256;
const KEY_BITS = 30;
/** Values longer than this are not kept whole (a long value rarely recurs). */
const MAX_KEPT_VALUE_LENGTH = 64;
const keyEntries = new Map<string, AttributeKey>();

/** A canonical array index (0 … 2^32 − 2), which an object lists before its other keys, ascending. */
function isArrayIndex(name: string): boolean {
  return /^(?:0|[1-9][0-9]{0,9})$/.test(name) && Number(name) < 0xffffffff;
}

/** The kept entry of an attribute key (made the first time; past 256 keys, a new one each time, without a bit). */
export function attributeKey(name: string): AttributeKey {
  const cached = keyEntries.get(name);
  if (cached !== undefined) return cached;
  const writer = new ProtobufWriter(name.length * 3 + 8);
  writer.varint(0x0a); // KeyValue.key (1, string)
  writer.string(name);
  const cache = keyEntries.size < MAX_CACHED_KEYS;
  const entry: AttributeKey = {
    name,
    key: new Uint8Array(writer.buffer.subarray(0, writer.pos)),
    bit: cache && keyEntries.size < KEY_BITS ? 1 << keyEntries.size : 0,
    listable: name !== '__proto__' && !isArrayIndex(name),
    value: undefined,
    keyValue: undefined,
  };
  if (cache) keyEntries.set(name, entry);
  return entry;
}

/** writeKeyedScalar under a key given by name. */
export function writeScalarKeyValue(writer: ProtobufWriter, tag: number, key: string, value: string | number | boolean): void {
  writeKeyedScalar(writer, tag, attributeKey(key), value);
}

/**
 * One KeyValue (common/v1) whose value is a string, a number or a boolean, under its repeated field's tag: the bytes
 * ProtobufWriter's varint/begin/string/end calls would write, in one pass over the writer's buffer with one room check.
 * A string value of up to 127 ASCII characters (nearly every value the gateway writes) is copied by char code and its
 * length is one byte; anything else goes through ProtobufWriter.string.
 */
export function writeKeyedScalar(writer: ProtobufWriter, tag: number, entry: AttributeKey, value: string | number | boolean): void {
  // (-0 === 0, and both are written as the varint 0; NaN never equals itself, so it is never kept.)
  if (value !== entry.value) {
    entry.value = value;
    entry.keyValue = undefined;
    writeKeyValue(writer, tag, entry.key, value);
    return;
  }
  const kept = entry.keyValue;
  if (kept !== undefined) {
    writer.ensure(kept.length + 1);
    writer.buffer[writer.pos] = tag;
    writer.buffer.set(kept, writer.pos + 1);
    writer.pos += kept.length + 1;
    return;
  }
  // The value came again: written, and its KeyValue kept (a copy: the writer's buffer is reused).
  const start = writer.pos + 1;
  writeKeyValue(writer, tag, entry.key, value);
  if (typeof value !== 'string' || value.length <= MAX_KEPT_VALUE_LENGTH) entry.keyValue = new Uint8Array(writer.buffer.subarray(start, writer.pos));
}

function writeKeyValue(writer: ProtobufWriter, tag: number, keyBytes: Uint8Array, value: string | number | boolean): void {
  // tag, KeyValue length, the key's field, value tag, AnyValue length, AnyValue's tag, ≤ 10 bytes of number.
  writer.ensure(16 + keyBytes.length + (typeof value === 'string' ? value.length : 0));
  let buffer = writer.buffer;
  let pos = writer.pos;
  buffer[pos] = tag;
  const keyValue = pos + 2;
  buffer.set(keyBytes, keyValue);
  pos = keyValue + keyBytes.length;
  buffer[pos] = 0x12; // KeyValue.value (2, AnyValue)
  const anyValue = pos + 2;
  pos = anyValue;
  if (typeof value === 'string') {
    buffer[pos] = 0x0a; // AnyValue.string_value (1)
    const written = putShortAscii(buffer, pos + 1, value);
    if (written < 0) {
      writer.pos = pos + 1;
      writer.string(value);
      ({ buffer, pos } = writer);
    } else {
      pos = written;
    }
  } else if (typeof value === 'boolean') {
    buffer[pos] = 0x10; // AnyValue.bool_value (2)
    buffer[pos + 1] = value ? 1 : 0;
    pos += 2;
  } else if (Number.isInteger(value) && value >= 0 && value <= 0xffffffff) {
    buffer[pos] = 0x18; // AnyValue.int_value (3)
    pos += 1;
    let rest = value;
    while (rest > 0x7f) {
      buffer[pos++] = (rest & 0x7f) | 0x80;
      rest >>>= 7;
    }
    buffer[pos++] = rest;
  } else {
    // Negative or past 32 bits: int64 (ten bytes for a negative one); not an int64: a double.
    writer.pos = pos;
    if (Number.isInteger(value) && value >= -(2 ** 63) && value < 2 ** 63) {
      writer.varint(0x18);
      writer.int64(value);
    } else {
      writer.varint(0x21); // AnyValue.double_value (4, fixed64)
      writer.double(value);
    }
    ({ buffer, pos } = writer);
  }
  writer.pos = pos;
  closeMessage(writer, anyValue);
  closeMessage(writer, keyValue);
}

/** A message opened with one length byte at `start - 1`: its length there, or widened by ProtobufWriter.end. */
function closeMessage(writer: ProtobufWriter, start: number): void {
  const length = writer.pos - start;
  if (length < 0x80) writer.buffer[start - 1] = length;
  else writer.end(start);
}
