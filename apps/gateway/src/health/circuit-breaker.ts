import type { DeploymentHealthSettings } from './deployment-health-settings.js';

export type BreakerState = 'closed' | 'open' | 'half_open';

/** What one attempt says about its deployment's health (see classifyAttempt). */
export type AttemptVerdict = 'success' | 'failure' | 'rate_limited' | 'neutral';

export type BreakerStatus = {
  state: BreakerState;
  /** Set while an upstream 429 cools the deployment down: when it may be tried again. */
  coolingUntil: number | undefined;
  /** When a request may next be sent (now when it may be now). */
  availableAt: number;
  consecutiveFailures: number;
  /** When the breaker last opened. */
  openedAt: number | undefined;
};

/** A change of one breaker that other gateway instances apply to theirs (see createRedisBreakerShare). */
export type BreakerEvent = { kind: 'open'; openedAt: number; openUntil: number } | { kind: 'closed' } | { kind: 'cooling'; until: number };

const WINDOW_BUCKETS = 10;

/**
 * One deployment's circuit breaker and 429 cooldown, driven by an injected clock value on every call. Closed: every
 * request may try it. Open: none may until `openMs` passed; then it is half-open and hands out one probe at a time (a
 * probe not sent is given back; one never answered expires after `openMs`). A probe's success closes it, its failure
 * opens it again. The error rate is counted in fixed buckets, so memory does not grow with traffic.
 */
export class CircuitBreaker {
  private state: BreakerState = 'closed';
  private consecutiveFailures = 0;
  private openedAt: number | undefined;
  private openUntil = 0;
  private probeUntil = 0;
  private probeToken = 0;
  private coolUntil = 0;
  private buckets: { start: number; total: number; failed: number }[] = [];
  /** Told when this breaker opens, closes or starts a cooldown by its own observations (not by apply()). */
  onEvent: ((event: BreakerEvent) => void) | undefined;

  constructor(public settings: DeploymentHealthSettings) {}

  /**
   * Another instance's change: an open breaker opens this one until the same time (a later open time wins), a close
   * closes it, a cooldown holds it back as long. Its own half-open probe follows as usual.
   */
  apply(event: BreakerEvent, now: number): void {
    switch (event.kind) {
      case 'open':
        if (event.openUntil <= now || (this.state === 'open' && this.openUntil >= event.openUntil)) return;
        this.state = 'open';
        this.openedAt = event.openedAt;
        this.openUntil = event.openUntil;
        this.probeUntil = 0;
        return;
      case 'closed':
        if (this.state !== 'closed') this.reset();
        return;
      case 'cooling':
        this.coolUntil = Math.max(this.coolUntil, event.until);
        return;
      default: {
        const never: never = event;
        throw new Error(`Unknown breaker event ${JSON.stringify(never)}`);
      }
    }
  }

  /**
   * May a request be sent now? Returns a probe token (> 0) when it takes the half-open probe, 0 for a plain yes, and
   * undefined for no.
   */
  admit(now: number): number | undefined {
    if (now < this.coolUntil) return undefined;
    if (this.state === 'closed') return 0;
    if (this.state === 'open') {
      if (now < this.openUntil) return undefined;
      this.state = 'half_open';
    }
    if (now < this.probeUntil) return undefined;
    this.probeUntil = now + this.settings.openMs;
    this.probeToken += 1;
    return this.probeToken;
  }

  /** Gives back a probe taken by admit() that no request sent. */
  release(token: number): void {
    if (this.state === 'half_open' && token === this.probeToken) this.probeUntil = 0;
  }

  record(verdict: AttemptVerdict, now: number, retryAfterMs?: number): void {
    if (verdict === 'neutral') return;
    if (verdict === 'rate_limited') {
      const ms = Math.min(retryAfterMs ?? this.settings.rateLimitCooldownMs, this.settings.maxRetryAfterMs);
      if (now + ms > this.coolUntil) {
        this.coolUntil = now + ms;
        this.onEvent?.({ kind: 'cooling', until: this.coolUntil });
      }
      // The upstream answered: it is up, only busy.
      if (this.state === 'half_open') this.close();
      return;
    }
    const failed = verdict === 'failure';
    this.count(now, failed);
    if (!failed) {
      this.consecutiveFailures = 0;
      if (this.state === 'half_open') this.close();
      return;
    }
    this.consecutiveFailures += 1;
    if (this.state === 'half_open' || (this.state === 'closed' && this.tripped(now))) this.open(now);
  }

  /**
   * An active health check's result. A failed check counts as a failed attempt (it opens a closed breaker at the
   * threshold, and reopens one whose open time is over); a passed check closes a breaker whose open time is over, as
   * a probe's success would. A passed check never resets a closed breaker's count: the model list may answer while
   * generation fails.
   */
  check(passed: boolean, now: number): void {
    const due = this.state === 'half_open' || (this.state === 'open' && now >= this.openUntil);
    if (passed) {
      if (due) this.close();
      return;
    }
    this.consecutiveFailures += 1;
    if (due) this.open(now);
    else if (this.state === 'closed' && this.settings.failureThreshold > 0 && this.consecutiveFailures >= this.settings.failureThreshold) this.open(now);
  }

  status(now: number): BreakerStatus {
    const state = this.state === 'open' && now >= this.openUntil ? 'half_open' : this.state;
    const coolingUntil = now < this.coolUntil ? this.coolUntil : undefined;
    const stateAt = this.state === 'open' ? this.openUntil : this.state === 'half_open' ? this.probeUntil : now;
    return {
      state,
      coolingUntil,
      availableAt: Math.max(now, stateAt, coolingUntil ?? now),
      consecutiveFailures: this.consecutiveFailures,
      openedAt: this.openedAt,
    };
  }

  private tripped(now: number): boolean {
    const { failureThreshold, errorRate, errorRateMinRequests } = this.settings;
    if (failureThreshold > 0 && this.consecutiveFailures >= failureThreshold) return true;
    if (errorRate <= 0) return false;
    this.prune(now);
    const total = this.buckets.reduce((sum, bucket) => sum + bucket.total, 0);
    const failed = this.buckets.reduce((sum, bucket) => sum + bucket.failed, 0);
    return total >= Math.max(1, errorRateMinRequests) && failed / total >= errorRate;
  }

  private open(now: number): void {
    this.state = 'open';
    this.openedAt = now;
    this.openUntil = now + this.settings.openMs;
    this.probeUntil = 0;
    this.onEvent?.({ kind: 'open', openedAt: now, openUntil: this.openUntil });
  }

  private close(): void {
    const wasClosed = this.state === 'closed';
    this.reset();
    if (!wasClosed) this.onEvent?.({ kind: 'closed' });
  }

  private reset(): void {
    this.state = 'closed';
    this.consecutiveFailures = 0;
    this.buckets = [];
    this.probeUntil = 0;
  }

  private count(now: number, failed: boolean): void {
    this.prune(now);
    const width = Math.max(1, Math.ceil(this.settings.errorRateWindowMs / WINDOW_BUCKETS));
    const start = now - (now % width);
    let bucket = this.buckets.at(-1);
    if (bucket === undefined || bucket.start !== start) {
      bucket = { start, total: 0, failed: 0 };
      this.buckets.push(bucket);
    }
    bucket.total += 1;
    if (failed) bucket.failed += 1;
  }

  private prune(now: number): void {
    const oldest = now - this.settings.errorRateWindowMs;
    while (this.buckets.length > 0 && (this.buckets[0]?.start ?? 0) <= oldest) this.buckets.shift();
  }
}
