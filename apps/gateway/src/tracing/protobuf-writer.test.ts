import { describe, expect, it } from 'vitest';
import { ProtobufWriter } from './protobuf-writer.js';

/** What hexId wrote: its length byte, then the id's bytes. */
function hexIdBytes(hex: string): number[] {
  const writer = new ProtobufWriter(4);
  writer.hexId(hex);
  return [...writer.buffer.subarray(0, writer.pos)];
}

/** The same field as Buffer's hex decoding gives it: the declared length, zeros after the first pair that is not hex. */
function bufferHexBytes(hex: string): number[] {
  const length = hex.length >>> 1;
  const bytes = Buffer.alloc(length);
  bytes.write(hex, 0, length, 'hex');
  return [length, ...bytes];
}

describe('ProtobufWriter.hexId', () => {
  it.each([
    ['a trace id', '4bf92f3577b34da6a3ce929d0e0e4736'],
    ['a span id', '00f067aa0ba902b7'],
    ['upper case digits', '00F067AA0BA902B7'],
    ['every digit', '0123456789abcdefABCDEF0123456789'],
    ['a pair that is not hex, midway', '00f067zz0ba902b7'],
    ['a digit that is not hex, in the second half of a pair', '00f0670g0ba902b7'],
    ['a character past Latin-1', '00f067\u20ac00ba902b7'],
    ['an odd length', '00f067aa0ba902b'],
    ['nothing', ''],
  ])('decodes %s as Buffer hex does', (_name, hex) => {
    expect(hexIdBytes(hex)).toEqual(bufferHexBytes(hex));
  });

  it('grows its buffer for the id', () => {
    const writer = new ProtobufWriter(1);
    writer.hexId('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(writer.pos).toBe(17);
    expect(writer.buffer.subarray(1, 17).toString('hex')).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it('decodes ids that recur (kept decoded) and ids between them as Buffer hex does', () => {
    // A request's spans: children alternate a new span id with their parent's, all under one trace id; then a new trace.
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parent = '00f067aa0ba902b7';
    const sequence = [traceId, '1111111111111111', parent, traceId, '2222222222222222', parent, traceId, parent, 'ffffffffffffffffffffffffffffffff', '00f067zz0ba902b7', parent, '00F067AA0BA902B7', parent];
    const writer = new ProtobufWriter(4);
    for (const hex of sequence) writer.hexId(hex);
    expect([...writer.buffer.subarray(0, writer.pos)]).toEqual(sequence.flatMap(bufferHexBytes));
  });
});
