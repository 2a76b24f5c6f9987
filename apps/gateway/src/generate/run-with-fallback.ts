import { UpstreamError } from '../errors/upstream-error.js';
import type { UpstreamAttemptRecord } from '../http/diagnostic-record.js';
import type { Deployment } from '../providers/deployment.js';
import { DroppedFieldsError } from './create-dropped-fields-error.js';
import type { UpstreamCall } from './attempt-deployment.js';
import type { StreamOutcome } from './pipe-stream-answer.js';

/** How the attempts ended: an answer (whole, broken mid-stream or left by the client), or the last attempt's error. */
export type FallbackResult =
  | { ok: true; result: StreamOutcome }
  | {
      ok: false;
      error: unknown;
      /** True when the last attempt got as far as answering (its upstream answered with a success status). */
      answered: boolean;
    };

/** The one fallback policy: an upstream failure that may be retried, while the client has seen nothing and is there. */
function fallsThrough(error: unknown, mayFallBack: boolean): boolean {
  return mayFallBack && error instanceof UpstreamError && error.retryable;
}

function describeFailure(error: unknown): Pick<UpstreamAttemptRecord, 'reason' | 'upstreamStatus'> {
  if (error instanceof DroppedFieldsError) return { reason: 'dropped_fields' };
  if (!(error instanceof UpstreamError)) return { reason: 'gateway_error' };
  return error.upstreamStatus === undefined ? { reason: error.reason } : { reason: error.reason, upstreamStatus: error.upstreamStatus };
}

/**
 * Tries the planned deployments in order, at most `maxAttempts`: each is attempted (sent, its status checked) and,
 * once it answered, its answer is passed on to the client. A connection error, timeout, retryable status, or an
 * answer that failed before anything reached the client (an error event or a break before the first content) moves
 * on to the next deployment; anything else, or a failure once the client has output or has gone, ends there.
 * Every attempt is appended to `records` with its deployment, outcome and failure reason, and reported to `observe`
 * (the deployments' health) with the error it ended with. A deployment that refused the request before sending it
 * (a translation that would drop fields, with drop_params: false) is recorded and passed over for the next one, and
 * does not count as one of the `maxAttempts`: a later deployment of the client's own format carries every field.
 */
export async function runWithFallback(options: {
  plan: readonly Deployment[];
  maxAttempts: number;
  attempt: (deployment: Deployment) => Promise<UpstreamCall>;
  answer: (call: UpstreamCall) => Promise<StreamOutcome>;
  /** Called when a deployment answered with a success status, before its answer is read. */
  onAnswering: (call: UpstreamCall) => void;
  /** False once anything went to the client, or the client left: no other deployment may answer then. */
  mayFallBack: () => boolean;
  clientGone: () => boolean;
  now: () => number;
  records: UpstreamAttemptRecord[];
  observe?: (deployment: Deployment, record: UpstreamAttemptRecord, error: unknown) => void;
}): Promise<FallbackResult> {
  const record = (deployment: Deployment, entry: UpstreamAttemptRecord, error: unknown): void => {
    options.records.push(entry);
    options.observe?.(deployment, entry, error);
  };
  const maxAttempts = Math.max(1, options.maxAttempts);
  let sent = 0;
  // The error of an empty plan is made only then: an Error's stack trace cost more than the rest of this function.
  let last: FallbackResult | undefined;
  for (const deployment of options.plan) {
    if (sent >= maxAttempts) break;
    const startedAt = options.now();
    let answered = false;
    try {
      const call = await options.attempt(deployment);
      answered = true;
      options.onAnswering(call);
      const result = await options.answer(call);
      const ms = options.now() - startedAt;
      if (result.outcome === 'ok') record(deployment, { deployment: deployment.name, outcome: 'ok', ms }, undefined);
      else if (result.outcome === 'aborted') record(deployment, { deployment: deployment.name, outcome: 'aborted', ms }, undefined);
      else record(deployment, { deployment: deployment.name, outcome: 'failed', ...describeFailure(result.failure), ms }, result.failure);
      return { ok: true, result };
    } catch (error) {
      const ms = options.now() - startedAt;
      const gone = options.clientGone();
      record(deployment, gone ? { deployment: deployment.name, outcome: 'aborted', ms } : { deployment: deployment.name, outcome: 'failed', ...describeFailure(error), ms }, error);
      last = { ok: false, error, answered };
      const refused = error instanceof DroppedFieldsError;
      if (!refused) sent += 1;
      if (gone || !(refused || fallsThrough(error, options.mayFallBack()))) return last;
    }
  }
  return last ?? { ok: false, error: new Error('No deployment was planned.'), answered: false };
}
