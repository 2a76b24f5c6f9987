import type { FormatProfile } from '../formats/format-profile.js';
import type { SseMessage } from '@modelgate/ir';
import type { ConformanceCase, ReceivedResponse } from '../types.js';

/** What an in-process upstream saw (the replay upstream's `requests`). */
export type UpstreamRequest = { headers: Record<string, string>; body: string; cassetteId?: string };

/** Everything a check may look at for one case. */
export type CheckContext = {
  testCase: ConformanceCase;
  response: ReceivedResponse;
  profile: FormatProfile;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
  /** The SSE frames of the body (empty when the body is not a stream). */
  frames: readonly SseMessage[];
  /** The model the run uses. */
  model: string;
  /** Every token of the run, which must never come back in a response. */
  tokens: readonly string[];
  /** The requests the in-process replay upstream received so far, when the run has one. */
  upstreamRequests?: readonly UpstreamRequest[];
};

/** A check returns what is wrong, in plain words; an empty array means it passed. */
export type CheckFunction = (context: CheckContext) => string[];
