import { TraceFlags } from '@opentelemetry/api';
import { describe, expect, it, vi } from 'vitest';
import { GatewaySpanContext, newSpanContext } from './gateway-span-context.js';
import { ProtobufWriter } from './protobuf-writer.js';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('GatewaySpanContext', () => {
  it('reads its span id as the lowercase hex of its two words, high first, made once', () => {
    const context = new GatewaySpanContext(TRACE_ID, 0x00f067aa, 0x0ba902b7, TraceFlags.SAMPLED, undefined);
    expect(context.spanId).toBe('00f067aa0ba902b7');
    expect(context.spanId).toBe(context.spanId);
    expect(new GatewaySpanContext(TRACE_ID, 0xffffffff, 0, TraceFlags.NONE, undefined).spanId).toBe('ffffffff00000000');
    expect({ traceId: context.traceId, traceFlags: context.traceFlags, traceState: context.traceState }).toEqual({ traceId: TRACE_ID, traceFlags: TraceFlags.SAMPLED, traceState: undefined });
  });

  it('is written by the encoder as the bytes its hex decodes to', () => {
    for (const [high, low] of [[0x00f067aa, 0x0ba902b7], [0, 1], [0xffffffff, 0xffffffff], [0x80000000, 0x7f]] as const) {
      const context = new GatewaySpanContext(TRACE_ID, high, low, TraceFlags.SAMPLED, undefined);
      const words = new ProtobufWriter(4);
      words.idWords(context.spanIdHigh, context.spanIdLow);
      const hex = new ProtobufWriter(4);
      hex.hexId(context.spanId);
      expect(words.buffer.subarray(0, words.pos)).toEqual(hex.buffer.subarray(0, hex.pos));
      expect(words.buffer.subarray(1, words.pos).toString('hex')).toBe(context.spanId);
    }
  });

  it('writes a trace id from its four words as the bytes its hex decodes to', () => {
    const cases = [[0x4bf92f35, 0x77b34da6, 0xa3ce929d, 0x0e0e4736], [0, 0, 0, 1], [0xffffffff, 0x80000000, 0x7f, 0x01020304]] as const;
    for (const [w0, w1, w2, w3] of cases) {
      const hexId = [w0, w1, w2, w3].map((word) => word.toString(16).padStart(8, '0')).join('');
      const words = new ProtobufWriter(4);
      words.traceIdWords(w0, w1, w2, w3);
      const hex = new ProtobufWriter(4);
      hex.hexId(hexId);
      expect(words.buffer.subarray(0, words.pos)).toEqual(hex.buffer.subarray(0, hex.pos));
      expect(words.pos).toBe(17);
    }
  });

  it('gets a new random span id, never all zeros (an invalid W3C id)', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newSpanContext(TRACE_ID, TraceFlags.SAMPLED, undefined).spanId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{16}$/);
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    try {
      expect(newSpanContext(TRACE_ID, TraceFlags.SAMPLED, undefined).spanId).toBe('0000000000000001');
    } finally {
      random.mockRestore();
    }
  });
});
