import type { SpanContext, TraceFlags, TraceState } from '@opentelemetry/api';

/** A uniformly random unsigned 32-bit integer. */
const randomWord = (): number => (Math.random() * 2 ** 32) >>> 0;

/** Each byte's two lowercase hex digits. */
const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

function wordHex(word: number): string {
  return (HEX_BYTES[word >>> 24] as string) + (HEX_BYTES[(word >>> 16) & 0xff] as string) + (HEX_BYTES[(word >>> 8) & 0xff] as string) + (HEX_BYTES[word & 0xff] as string);
}

/**
 * The span context of a span the gateway starts: its span id kept as the two random 32-bit words it is made of (high
 * word first, as the id's hex reads), and written as hex only when something reads `spanId` (the `traceparent` sent
 * upstream for an attempt; a test). The OTLP encoder writes the id's eight bytes from the words (encode-otlp-span.ts):
 * a traced request's span ids are then never formatted as hex and decoded again.
 */
export class GatewaySpanContext implements SpanContext {
  private hex: string | undefined;

  constructor(
    readonly traceId: string,
    readonly spanIdHigh: number,
    readonly spanIdLow: number,
    readonly traceFlags: TraceFlags,
    readonly traceState: TraceState | undefined,
  ) {}

  get spanId(): string {
    this.hex ??= wordHex(this.spanIdHigh) + wordHex(this.spanIdLow);
    return this.hex;
  }
}

/** A new span id, as the SDK's RandomIdGenerator makes one (eight random bytes, never all zeros), under a trace. */
export function newSpanContext(traceId: string, traceFlags: TraceFlags, traceState: TraceState | undefined): GatewaySpanContext {
  const high = randomWord();
  const low = randomWord();
  return new GatewaySpanContext(traceId, high, (high | low) === 0 ? 1 : low, traceFlags, traceState);
}
