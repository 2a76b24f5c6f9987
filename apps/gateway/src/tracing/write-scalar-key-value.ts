import { ProtobufWriter, putShortAscii } from './protobuf-writer.js';

/** Attribute keys recur on every span: each is encoded once (its KeyValue.key field, tag and length included). */
const MAX_CACHED_KEYS = 256;
const encodedKeys = new Map<string, Uint8Array>();

function encodedKey(key: string): Uint8Array {
  const cached = encodedKeys.get(key);
  if (cached !== undefined) return cached;
  const writer = new ProtobufWriter(key.length * 3 + 8);
  writer.varint(0x0a); // KeyValue.key (1, string)
  writer.string(key);
  const encoded = new Uint8Array(writer.buffer.subarray(0, writer.pos));
  if (encodedKeys.size < MAX_CACHED_KEYS) encodedKeys.set(key, encoded);
  return encoded;
}

/**
 * One KeyValue (common/v1) whose value is a string, a number or a boolean, under its repeated field's tag: the bytes
 * ProtobufWriter's varint/begin/string/end calls would write, in one pass over the writer's buffer with one room check.
 * A string value of up to 127 ASCII characters (nearly every value the gateway writes) is copied by char code and its
 * length is one byte; anything else goes through ProtobufWriter.string.
 */
export function writeScalarKeyValue(writer: ProtobufWriter, tag: number, key: string, value: string | number | boolean): void {
  const keyBytes = encodedKey(key);
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
