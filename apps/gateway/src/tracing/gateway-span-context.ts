import type { SpanContext, TraceFlags, TraceState } from '@opentelemetry/api';

/** A uniformly random unsigned 32-bit integer. */
const randomWord = (): number => (Math.random() * 2 ** 32) >>> 0;

/** Each hex digit's char code, lowercase. */
const HEX_CODES = Array.from('0123456789abcdef', (digit) => digit.charCodeAt(0));

function digit(word: number, shift: number): number {
  return HEX_CODES[(word >>> shift) & 15] as number;
}

/** Two words as sixteen lowercase hex digits, one flat string made at once (no pieces joined, flattened later). */
function wordsHex(high: number, low: number): string {
  return String.fromCharCode(
    digit(high, 28), digit(high, 24), digit(high, 20), digit(high, 16), digit(high, 12), digit(high, 8), digit(high, 4), digit(high, 0),
    digit(low, 28), digit(low, 24), digit(low, 20), digit(low, 16), digit(low, 12), digit(low, 8), digit(low, 4), digit(low, 0),
  );
}

/**
 * A trace id as the four random 32-bit words it was made of (high word first, as its hex reads), when the gateway
 * made it (sample-new-traces.ts): one object a trace, shared by its spans' contexts, so that the OTLP encoder writes
 * the id's sixteen bytes from the words instead of decoding its hex again for each span.
 */
export class TraceIdWords {
  constructor(
    readonly w0: number,
    readonly w1: number,
    readonly w2: number,
    readonly w3: number,
  ) {}
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
    /** `traceId`'s words when the gateway made it; `undefined` for a client's trace (its hex is decoded instead). */
    readonly traceIdWords: TraceIdWords | undefined = undefined,
  ) {}

  get spanId(): string {
    this.hex ??= wordsHex(this.spanIdHigh, this.spanIdLow);
    return this.hex;
  }
}

/** A new span id, as the SDK's RandomIdGenerator makes one (eight random bytes, never all zeros), under a trace. */
export function newSpanContext(
  traceId: string,
  traceFlags: TraceFlags,
  traceState: TraceState | undefined,
  traceIdWords?: TraceIdWords,
): GatewaySpanContext {
  const high = randomWord();
  const low = randomWord();
  return new GatewaySpanContext(traceId, high, (high | low) === 0 ? 1 : low, traceFlags, traceState, traceIdWords);
}
