/** One upstream attempt as a request record lists it (`upstreamAttempts`), read defensively: records are free-form JSON. */
type Attempt = { deployment: string; outcome: string; reason: string | null; upstreamStatus: number | null; ms: number | null };

function readAttempts(record: Record<string, unknown>): Attempt[] {
  const attempts = record['upstreamAttempts'];
  if (Array.isArray(attempts)) {
    return (attempts as unknown[]).flatMap((each) => {
      if (typeof each !== 'object' || each === null) return [];
      const { deployment, outcome, reason, upstreamStatus, ms } = each as Record<string, unknown>;
      return [{
        deployment: typeof deployment === 'string' ? deployment : '?', outcome: typeof outcome === 'string' ? outcome : '?',
        reason: typeof reason === 'string' ? reason : null, upstreamStatus: typeof upstreamStatus === 'number' ? upstreamStatus : null, ms: typeof ms === 'number' ? ms : null,
      }];
    });
  }
  // Answered at the first try: the record lists no attempts, its one attempt is on `deployment`.
  const deployment = record['deployment'];
  return typeof deployment === 'string' ? [{ deployment, outcome: 'ok', reason: null, upstreamStatus: null, ms: null }] : [];
}

/** The deployments a request tried, in order, each with its outcome and why it failed (a failover shows here). */
export function AttemptsList({ record }: { record: Record<string, unknown> }) {
  const attempts = readAttempts(record);
  if (attempts.length === 0) return <p>No deployment was tried.</p>;
  return (
    <ol class="attempts" aria-label="Attempts">
      {attempts.map((attempt, index) => (
        <li key={index}>
          <code>{attempt.deployment}</code>: <span class={attempt.outcome === 'ok' ? '' : 'bad'}>{attempt.outcome}</span>
          {attempt.reason !== null && ` (${attempt.reason}${attempt.upstreamStatus === null ? '' : `, upstream ${attempt.upstreamStatus}`})`}
          {attempt.ms !== null && `, ${attempt.ms} ms`}
        </li>
      ))}
    </ol>
  );
}
