import type { StreamStamp } from '../mock/stream-stamps.js';

/** Per case, one value per iteration (NaN where a request failed or its mock stamp was not found), as in UnloadedSamples. */
export type FirstTokenSides = {
  /** Client sent → the mock had the whole request: the way up. */
  wayUpMs: Record<string, number[]>;
  /** The mock wrote the first delta → the client had it: the way back, the response head included where it comes with it. */
  wayDownMs: Record<string, number[]>;
  /** The two together: the time to first token less the mock's own pause (and its timer's jitter). */
  bothWaysMs: Record<string, number[]>;
};

type FirstTokenRun = { sentAtMs: Record<string, number[]>; firstTokenMs: Record<string, number[]> };

/** Index of the first stamp received at or after `time` (stamps sorted by receivedAtMs). */
function firstReceivedFrom(stamps: readonly StreamStamp[], time: number): number {
  let low = 0;
  let high = stamps.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((stamps[middle]?.receivedAtMs ?? Number.POSITIVE_INFINITY) < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The one stamp inside [sent, first token]; none when no stream, or more than one, reached a mock in that span. */
function findStamp(stamps: readonly StreamStamp[], sentAtMs: number, firstTokenAtMs: number): StreamStamp | undefined {
  const inside: StreamStamp[] = [];
  for (let index = firstReceivedFrom(stamps, sentAtMs); index < stamps.length; index += 1) {
    const stamp = stamps[index];
    if (stamp === undefined || stamp.receivedAtMs > firstTokenAtMs) break;
    if (stamp.firstDeltaWrittenAtMs <= firstTokenAtMs) inside.push(stamp);
  }
  return inside.length === 1 ? inside[0] : undefined;
}

/**
 * Splits each stream's time to first token at the mock, by the stamps the mocks took on the same monotonic clock:
 * streams run one at a time, so the stamp received between a request's sending and its first token is its own.
 */
export function splitFirstTokenBySide(run: FirstTokenRun, stamps: readonly StreamStamp[]): FirstTokenSides {
  const sorted = [...stamps].sort((left, right) => left.receivedAtMs - right.receivedAtMs);
  const sides: FirstTokenSides = { wayUpMs: {}, wayDownMs: {}, bothWaysMs: {} };
  for (const [caseId, sent] of Object.entries(run.sentAtMs)) {
    const firstToken = run.firstTokenMs[caseId] ?? [];
    const wayUp: number[] = [];
    const wayDown: number[] = [];
    sent.forEach((sentAtMs, index) => {
      const firstTokenAtMs = sentAtMs + (firstToken[index] ?? Number.NaN);
      const stamp = Number.isNaN(firstTokenAtMs) ? undefined : findStamp(sorted, sentAtMs, firstTokenAtMs);
      wayUp.push(stamp === undefined ? Number.NaN : stamp.receivedAtMs - sentAtMs);
      wayDown.push(stamp === undefined ? Number.NaN : firstTokenAtMs - stamp.firstDeltaWrittenAtMs);
    });
    sides.wayUpMs[caseId] = wayUp;
    sides.wayDownMs[caseId] = wayDown;
    sides.bothWaysMs[caseId] = wayUp.map((value, index) => value + (wayDown[index] ?? Number.NaN));
  }
  return sides;
}
