/**
 * Protocol Buffers' wire format, written forward into one growing Buffer: what encode-otlp-span.ts needs of it
 * (varints, fixed64, doubles, strings, bytes, hex ids, nested messages). A nested message's length is reserved as one
 * byte and widened when the message is longer than 127 bytes, so every length is the minimal varint protobuf's own
 * encoders write.
 */
export class ProtobufWriter {
  buffer: Buffer;
  pos = 0;
  private readonly traceIds = new IdMemo(16);
  private readonly spanIds = new IdMemo(8);

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
    this.pos = putVarint(this.buffer, this.pos, value);
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
    this.pos = putUint32LE(this.buffer, this.pos, value >>> 0);
  }

  /** OTLP's `fixed64` nanoseconds from an HrTime ([seconds, nanoseconds]), exact although they pass 2^53. */
  hrTime(time: readonly [number, number]): void {
    this.ensure(8);
    this.pos = putHrTime(this.buffer, this.pos, time);
  }

  double(value: number): void {
    this.ensure(8);
    this.buffer.writeDoubleLE(value, this.pos);
    this.pos += 8;
  }

  /** A length-delimited UTF-8 string. A short ASCII one (most keys, names and values) is copied by char code. */
  string(value: string): void {
    if (value.length < 0x80) {
      this.ensure(value.length + 1);
      const end = putShortAscii(this.buffer, this.pos, value);
      if (end !== -1) {
        this.pos = end;
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
   * A length-delimited `bytes` field from a hex id (32 digits give 16 bytes, 16 give 8): the same bytes as Buffer's hex
   * decoding, without a call into it per id. A traced request's four spans share their trace id, and three of them
   * name the request span as their parent: the last trace id and the last two span ids are kept decoded (`IdMemo`).
   */
  hexId(hex: string): void {
    const length = hex.length >>> 1;
    this.ensure(length + 1);
    const buffer = this.buffer;
    const start = this.pos + 1;
    buffer[start - 1] = length;
    this.pos = start + length;
    const memo = length === 16 ? this.traceIds : length === 8 ? this.spanIds : undefined;
    if (memo === undefined) {
      decodeHex(buffer, start, hex, length);
      return;
    }
    const kept = memo.find(hex);
    if (kept !== undefined) {
      buffer.set(kept, start);
      return;
    }
    decodeHex(buffer, start, hex, length);
    memo.keep(hex, buffer, start);
  }

  /** A length-delimited eight-byte id from its two 32-bit words, high first: the bytes its hex would decode to. */
  idWords(high: number, low: number): void {
    this.ensure(9);
    const buffer = this.buffer;
    const pos = this.pos;
    buffer[pos] = 8;
    buffer[pos + 1] = high >>> 24;
    buffer[pos + 2] = (high >>> 16) & 0xff;
    buffer[pos + 3] = (high >>> 8) & 0xff;
    buffer[pos + 4] = high & 0xff;
    buffer[pos + 5] = low >>> 24;
    buffer[pos + 6] = (low >>> 16) & 0xff;
    buffer[pos + 7] = (low >>> 8) & 0xff;
    buffer[pos + 8] = low & 0xff;
    this.pos = pos + 9;
  }

  /** A length-delimited sixteen-byte trace id from its four 32-bit words, high first: the bytes its hex would decode to. */
  traceIdWords(w0: number, w1: number, w2: number, w3: number): void {
    this.ensure(17);
    const buffer = this.buffer;
    const pos = this.pos;
    buffer[pos] = 16;
    putWord(buffer, pos + 1, w0);
    putWord(buffer, pos + 5, w1);
    putWord(buffer, pos + 9, w2);
    putWord(buffer, pos + 13, w3);
    this.pos = pos + 17;
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

/** Each ASCII code's hex digit value (either case), or -1. */
const HEX_VALUES = new Int8Array(128).fill(-1);
for (let digit = 0; digit < 16; digit += 1) {
  HEX_VALUES[digit.toString(16).charCodeAt(0)] = digit;
  HEX_VALUES[digit.toString(16).toUpperCase().charCodeAt(0)] = digit;
}

/** A 32-bit word's four bytes, high first. */
function putWord(buffer: Buffer, at: number, word: number): void {
  buffer[at] = word >>> 24;
  buffer[at + 1] = (word >>> 16) & 0xff;
  buffer[at + 2] = (word >>> 8) & 0xff;
  buffer[at + 3] = word & 0xff;
}

/** `length` bytes of `hex` at `start`, as Buffer's hex decoding gives them: zeros from the first pair that is not hex. */
function decodeHex(buffer: Buffer, start: number, hex: string, length: number): void {
  let index = 0;
  for (; index < length; index += 1) {
    const highCode = hex.charCodeAt(index * 2);
    const lowCode = hex.charCodeAt(index * 2 + 1);
    if ((highCode | lowCode) >= 0x80) break;
    const high = HEX_VALUES[highCode] as number;
    const low = HEX_VALUES[lowCode] as number;
    if ((high | low) < 0) break;
    buffer[start + index] = (high << 4) | low;
  }
  // Valid ids always decode whole (the SDK and the propagator check them); anything else keeps the declared length.
  if (index < length) buffer.fill(0, start + index, start + length);
}

/**
 * The last two ids of one length decoded (their exact hex and their bytes), the last used first: a request's children
 * alternate their own new span id with the request span's, which stays.
 */
class IdMemo {
  private firstHex: string | undefined;
  private secondHex: string | undefined;
  private firstBytes: Uint8Array;
  private secondBytes: Uint8Array;

  constructor(private readonly length: number) {
    this.firstBytes = new Uint8Array(length);
    this.secondBytes = new Uint8Array(length);
  }

  find(hex: string): Uint8Array | undefined {
    if (hex === this.firstHex) return this.firstBytes;
    if (hex !== this.secondHex) return undefined;
    this.secondHex = this.firstHex;
    this.firstHex = hex;
    const bytes = this.secondBytes;
    this.secondBytes = this.firstBytes;
    this.firstBytes = bytes;
    return bytes;
  }

  /** Keeps `hex`, decoded at `start` of `buffer`, first; the one kept second is dropped. */
  keep(hex: string, buffer: Uint8Array, start: number): void {
    const bytes = this.secondBytes;
    for (let index = 0; index < this.length; index += 1) bytes[index] = buffer[start + index] as number;
    this.secondHex = this.firstHex;
    this.secondBytes = this.firstBytes;
    this.firstHex = hex;
    this.firstBytes = bytes;
  }
}

/*
 * The put* functions write at `pos` of a buffer with room for them already (ProtobufWriter.ensure) and return the
 * position after what they wrote: encode-otlp-span.ts writes a span's fixed-width fields with them after one room check.
 */

/**
 * A string field's length byte and `value`'s bytes at `pos` when it is ASCII and shorter than 128 (room for them
 * already made): the position after them. Otherwise -1, and what was written past `pos` is to be overwritten.
 */
export function putShortAscii(buffer: Buffer, pos: number, value: string): number {
  const length = value.length;
  if (length >= 0x80) return -1;
  const start = pos + 1;
  for (let index = 0; index < length; index += 1) {
    const code = value.charCodeAt(index);
    if (code >= 0x80) return -1;
    buffer[start + index] = code;
  }
  buffer[pos] = length;
  return start + length;
}

/** An unsigned 32-bit varint (tags, lengths, counts, enums). */
export function putVarint(buffer: Buffer, pos: number, value: number): number {
  let at = pos;
  let rest = value >>> 0;
  while (rest > 0x7f) {
    buffer[at++] = (rest & 0x7f) | 0x80;
    rest >>>= 7;
  }
  buffer[at] = rest;
  return at + 1;
}

/** A 32-bit unsigned value, little-endian, written byte by byte (no bounds-checked call per value). */
export function putUint32LE(buffer: Buffer, pos: number, value: number): number {
  buffer[pos] = value & 0xff;
  buffer[pos + 1] = (value >>> 8) & 0xff;
  buffer[pos + 2] = (value >>> 16) & 0xff;
  buffer[pos + 3] = value >>> 24;
  return pos + 4;
}

/** OTLP's `fixed64` nanoseconds from an HrTime ([seconds, nanoseconds]), exact although they pass 2^53. */
export function putHrTime(buffer: Buffer, pos: number, time: readonly [number, number]): number {
  const seconds = time[0];
  // seconds × 1e9 overflows a double's exact integers: split the seconds at 2^16, each half's product stays exact.
  const lowSeconds = seconds % 0x10000;
  const highNanos = ((seconds - lowSeconds) / 0x10000) * 1e9;
  const highNanosLow16 = highNanos % 0x10000;
  const low = highNanosLow16 * 0x10000 + lowSeconds * 1e9 + time[1];
  const lowWord = low % 0x100000000;
  const highWord = (highNanos - highNanosLow16) / 0x10000 + (low - lowWord) / 0x100000000;
  putUint32LE(buffer, pos, lowWord);
  return putUint32LE(buffer, pos + 4, highWord % 0x100000000);
}

/** How many bytes a varint of this unsigned 32-bit value takes. */
export function varintWidth(value: number): number {
  return value < 0x80 ? 1 : value < 0x4000 ? 2 : value < 0x200000 ? 3 : value < 0x10000000 ? 4 : 5;
}
