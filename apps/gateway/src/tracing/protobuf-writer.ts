/**
 * Protocol Buffers' wire format, written forward into one growing Buffer: what encode-otlp-span.ts needs of it
 * (varints, fixed64, doubles, strings, bytes, hex ids, nested messages). A nested message's length is reserved as one
 * byte and widened when the message is longer than 127 bytes, so every length is the minimal varint protobuf's own
 * encoders write.
 */
export class ProtobufWriter {
  buffer: Buffer;
  pos = 0;

  constructor(size: number) {
    this.buffer = Buffer.allocUnsafe(size);
  }

  /** Room for `bytes` more bytes: the buffer doubles until they fit. */
  ensure(bytes: number): void {
    const needed = this.pos + bytes;
    if (needed <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < needed) size *= 2;
    const grown = Buffer.allocUnsafe(size);
    this.buffer.copy(grown, 0, 0, this.pos);
    this.buffer = grown;
  }

  /** An unsigned 32-bit varint (tags, lengths, counts, enums). */
  varint(value: number): void {
    this.ensure(5);
    const buffer = this.buffer;
    let rest = value >>> 0;
    while (rest > 0x7f) {
      buffer[this.pos++] = (rest & 0x7f) | 0x80;
      rest >>>= 7;
    }
    buffer[this.pos++] = rest;
  }

  /** An int64 varint from an integral number: two's complement for negatives (ten bytes), as protobuf encodes them. */
  int64(value: number): void {
    if (value >= 0 && value <= 0xffffffff) {
      this.varint(value);
      return;
    }
    this.ensure(10);
    let rest = BigInt.asUintN(64, BigInt(value));
    while (rest > 0x7fn) {
      this.buffer[this.pos++] = Number(rest & 0x7fn) | 0x80;
      rest >>= 7n;
    }
    this.buffer[this.pos++] = Number(rest);
  }

  fixed32(value: number): void {
    this.ensure(4);
    this.buffer.writeUInt32LE(value >>> 0, this.pos);
    this.pos += 4;
  }

  /** OTLP's `fixed64` nanoseconds from an HrTime ([seconds, nanoseconds]), exact although they pass 2^53. */
  hrTime(time: readonly [number, number]): void {
    const [seconds, nanoseconds] = time;
    // seconds × 1e9 overflows a double's exact integers: split the seconds at 2^16, each half's product stays exact.
    const lowSeconds = seconds % 0x10000;
    const highNanos = ((seconds - lowSeconds) / 0x10000) * 1e9;
    const highNanosLow16 = highNanos % 0x10000;
    const low = highNanosLow16 * 0x10000 + lowSeconds * 1e9 + nanoseconds;
    const lowWord = low % 0x100000000;
    const highWord = (highNanos - highNanosLow16) / 0x10000 + (low - lowWord) / 0x100000000;
    this.ensure(8);
    this.buffer.writeUInt32LE(lowWord, this.pos);
    this.buffer.writeUInt32LE(highWord % 0x100000000, this.pos + 4);
    this.pos += 8;
  }

  double(value: number): void {
    this.ensure(8);
    this.buffer.writeDoubleLE(value, this.pos);
    this.pos += 8;
  }

  /** A length-delimited UTF-8 string. A short ASCII one (most keys, names and values) is copied by char code. */
  string(value: string): void {
    const length = value.length;
    if (length < 0x80) {
      this.ensure(length + 1);
      const buffer = this.buffer;
      const start = this.pos;
      let index = 0;
      while (index < length) {
        const code = value.charCodeAt(index);
        if (code >= 0x80) break;
        buffer[start + 1 + index] = code;
        index += 1;
      }
      if (index === length) {
        buffer[start] = length;
        this.pos = start + 1 + length;
        return;
      }
    }
    const bytes = Buffer.byteLength(value, 'utf8');
    this.varint(bytes);
    this.ensure(bytes);
    this.pos += this.buffer.write(value, this.pos, 'utf8');
  }

  /** Length-delimited bytes written earlier (a pre-encoded key or message). */
  raw(bytes: Uint8Array): void {
    this.ensure(bytes.length);
    this.buffer.set(bytes, this.pos);
    this.pos += bytes.length;
  }

  /**
   * A length-delimited `bytes` field from a hex id (32 digits give 16 bytes, 16 give 8), decoded here: the same bytes
   * as Buffer's hex decoding, without a call into it per id (four spans a request, three ids each).
   */
  hexId(hex: string): void {
    const length = hex.length >>> 1;
    this.ensure(length + 1);
    const buffer = this.buffer;
    const start = this.pos + 1;
    buffer[start - 1] = length;
    let index = 0;
    for (; index < length; index += 1) {
      const high = hexDigit(hex.charCodeAt(index * 2));
      const low = hexDigit(hex.charCodeAt(index * 2 + 1));
      if ((high | low) < 0) break;
      buffer[start + index] = (high << 4) | low;
    }
    // Valid ids always decode whole (the SDK and the propagator check them); anything else keeps the declared length.
    if (index < length) buffer.fill(0, start + index, start + length);
    this.pos = start + length;
  }

  /** Opens a nested message: one byte reserved for its length; `end` with the returned position closes it. */
  begin(): number {
    this.ensure(1);
    this.pos += 1;
    return this.pos;
  }

  /** Closes the message `begin` opened: writes its length, moving its bytes on when the length needs more than a byte. */
  end(start: number): void {
    const length = this.pos - start;
    if (length < 0x80) {
      this.buffer[start - 1] = length;
      return;
    }
    const width = varintWidth(length);
    this.ensure(width - 1);
    this.buffer.copyWithin(start + width - 1, start, this.pos);
    this.pos += width - 1;
    let at = start - 1;
    let rest = length;
    while (rest > 0x7f) {
      this.buffer[at++] = (rest & 0x7f) | 0x80;
      rest >>>= 7;
    }
    this.buffer[at] = rest;
  }
}

/** A hex digit's value (either case), or -1. */
function hexDigit(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

/** How many bytes a varint of this unsigned 32-bit value takes. */
export function varintWidth(value: number): number {
  return value < 0x80 ? 1 : value < 0x4000 ? 2 : value < 0x200000 ? 3 : value < 0x10000000 ? 4 : 5;
}
