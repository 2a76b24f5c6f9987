import type { IdGenerator } from '@opentelemetry/sdk-trace-base';
import { TraceIdWords } from './gateway-span-context.js';

export type NewTraceSampling = {
  /** The tracer provider's ids: a trace this module let in starts with the trace id it was sampled on. */
  idGenerator: IdGenerator;
  /**
   * The sampler's decision for a request that brought no `traceparent`, made before any span exists: the `traceparent`
   * to send upstream (a new trace, flagged not sampled) when it is left out, else `undefined` (start its span).
   */
  leftOut(): string | undefined;
  /**
   * The words of `traceId` when it is the last trace id `idGenerator` gave (the OTLP encoder writes them instead of
   * decoding the hex: gateway-span-context.ts), else `undefined`.
   */
  traceIdWords(traceId: string): TraceIdWords | undefined;
};

/** A uniformly random unsigned 32-bit integer. */
export type RandomWord = () => number;

const randomWord: RandomWord = () => (Math.random() * 2 ** 32) >>> 0;

const HEX_CODES = [...'0123456789abcdef'].map((digit) => digit.charCodeAt(0));
const TRACE_ID_START = 3;
const SPAN_ID_START = TRACE_ID_START + 33;
/** `00-<32 hex trace id>-<16 hex span id>-00`: the ids are written into it in place, then read out as one flat string. */
const TRACEPARENT = Buffer.from(`00-${'0'.repeat(32)}-${'0'.repeat(16)}-00`, 'latin1');

function writeHex(word: number, offset: number): void {
  for (let shift = 28, at = offset; shift >= 0; shift -= 4, at += 1) TRACEPARENT[at] = HEX_CODES[(word >>> shift) & 15] ?? 48;
}

/** Two random words as a span id's lowercase hex; never all zeros (an invalid W3C id). */
function randomSpanId(random: RandomWord): string {
  const high = random();
  const low = random();
  writeHex(high, TRACE_ID_START);
  writeHex((high | low) === 0 ? 1 : low, TRACE_ID_START + 8);
  return TRACEPARENT.toString('latin1', TRACE_ID_START, TRACE_ID_START + 16);
}

/** Four random words for a trace id; never all zeros (an invalid W3C id): the last is then 1. */
function randomTraceIdWords(random: RandomWord): TraceIdWords {
  const w0 = random();
  const w1 = random();
  const w2 = random();
  const w3 = random();
  return new TraceIdWords(w0, w1, w2, (w0 | w1 | w2 | w3) === 0 ? 1 : w3);
}

/** A trace id's words as its 32 lowercase hex digits, one flat string. */
function traceIdHex(words: TraceIdWords): string {
  writeHex(words.w0, TRACE_ID_START);
  writeHex(words.w1, TRACE_ID_START + 8);
  writeHex(words.w2, TRACE_ID_START + 16);
  writeHex(words.w3, TRACE_ID_START + 24);
  return TRACEPARENT.toString('latin1', TRACE_ID_START, TRACE_ID_START + 32);
}

/**
 * TraceIdRatioBasedSampler's bound (the SDK's, same arithmetic): a trace id is sampled when the XOR of its four 32-bit
 * words is below it. Mirrored here so that the decision is made on the random words, before any id string exists.
 */
function upperBound(sampleRatio: number): number {
  const ratio = Number.isNaN(sampleRatio) ? 0 : Math.min(Math.max(sampleRatio, 0), 1);
  return ratio === 1 ? 0x100000000 : Math.floor(ratio * 0xffffffff);
}

/**
 * The ratio sampler run ahead of the SDK for new traces. A request it leaves out costs six random words and one flat
 * 55-character `traceparent` string: no id strings, no decision object, no span, context or propagator. One it lets in
 * gets that same trace id from the provider's id generator, so the provider's own TraceIdRatioBasedSampler (the same
 * ratio, deterministic on the trace id) lets it in too (sample-new-traces.test.ts checks the two agree).
 */
export function sampleNewTraces(sampleRatio: number, random: RandomWord = randomWord): NewTraceSampling {
  const bound = upperBound(sampleRatio);
  let admitted: string | undefined;
  let admittedWords: TraceIdWords | undefined;
  // The last trace id given to the provider, and its words.
  let lastId: string | undefined;
  let lastWords: TraceIdWords | undefined;
  return {
    idGenerator: {
      generateTraceId() {
        if (admitted !== undefined && admittedWords !== undefined) {
          lastId = admitted;
          lastWords = admittedWords;
        } else {
          lastWords = randomTraceIdWords(random);
          lastId = traceIdHex(lastWords);
        }
        admitted = undefined;
        admittedWords = undefined;
        return lastId;
      },
      generateSpanId: () => randomSpanId(random),
    },
    traceIdWords: (traceId) => (traceId === lastId ? lastWords : undefined),
    leftOut() {
      const w0 = random();
      const w1 = random();
      const w2 = random();
      const w3 = (w0 | w1 | w2) === 0 ? random() || 1 : random();
      writeHex(w0, TRACE_ID_START);
      writeHex(w1, TRACE_ID_START + 8);
      writeHex(w2, TRACE_ID_START + 16);
      writeHex(w3, TRACE_ID_START + 24);
      if ((w0 ^ w1 ^ w2 ^ w3) >>> 0 < bound) {
        admitted = TRACEPARENT.toString('latin1', TRACE_ID_START, TRACE_ID_START + 32);
        admittedWords = new TraceIdWords(w0, w1, w2, w3);
        return undefined;
      }
      const s0 = random();
      const s1 = random();
      writeHex(s0, SPAN_ID_START);
      writeHex(s0 === 0 ? s1 || 1 : s1, SPAN_ID_START + 8);
      return TRACEPARENT.toString('latin1');
    },
  };
}
