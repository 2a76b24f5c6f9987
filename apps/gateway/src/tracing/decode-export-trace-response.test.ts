import { ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { describe, expect, it } from 'vitest';
import { decodeExportTraceResponse } from './decode-export-trace-response.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const utf8 = (text: string) => [...Buffer.from(text, 'utf8')];
/** A length-delimited field under 128 bytes: tag, length, bytes. */
const field = (tag: number, content: number[]) => [tag, content.length, ...content];

const ANSWERS: Record<string, Uint8Array> = {
  empty: bytes(),
  'empty partial success': bytes(...field(0x0a, [])),
  'rejected spans and a message': bytes(...field(0x0a, [0x08, 0x03, ...field(0x12, utf8('3 spans too old — dropped'))])),
  'rejected spans as a large int64': bytes(...field(0x0a, [0x08, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x0f])),
  'unknown fields of every wire type skipped': bytes(0x10, 0x96, 0x01, 0x19, 1, 2, 3, 4, 5, 6, 7, 8, 0x25, 1, 2, 3, 4, ...field(0x0a, [0x18, 0x01, ...field(0x22, [1, 2]), 0x08, 0x07])),
  'a field of the wrong wire type skipped': bytes(0x08, 0x05, ...field(0x0a, [0x0d, 1, 2, 3, 4, 0x10, 0x02])),
  'the last partial success wins': bytes(...field(0x0a, [0x08, 0x01]), ...field(0x0a, [0x08, 0x02])),
};

const MALFORMED: Record<string, Uint8Array> = {
  'a truncated varint': bytes(0x0a, 0x80),
  'a truncated message': bytes(0x0a, 0x05, 0x08),
  'a group wire type': bytes(0x0b),
};

describe('decodeExportTraceResponse', () => {
  for (const [name, answer] of Object.entries(ANSWERS)) {
    it(`decodes ${name} as the SDK's ProtobufTraceSerializer does`, () => {
      expect(decodeExportTraceResponse(answer)).toEqual(ProtobufTraceSerializer.deserializeResponse(answer));
    });
  }

  for (const [name, answer] of Object.entries(MALFORMED)) {
    it(`throws on ${name}, as the SDK's serializer does`, () => {
      expect(() => ProtobufTraceSerializer.deserializeResponse(answer)).toThrow();
      expect(() => decodeExportTraceResponse(answer)).toThrow();
    });
  }

  it('decodes a partial success to its counts and message', () => {
    const answer = bytes(...field(0x0a, [0x08, 0x2a, ...field(0x12, utf8('over quota'))]));
    expect(decodeExportTraceResponse(answer)).toEqual({ partialSuccess: { rejectedSpans: 42, errorMessage: 'over quota' } });
  });
});
