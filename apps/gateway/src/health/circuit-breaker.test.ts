import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker.js';
import { DEFAULT_DEPLOYMENT_HEALTH_SETTINGS, type DeploymentHealthSettings } from './deployment-health-settings.js';

function breaker(overrides: Partial<DeploymentHealthSettings> = {}): CircuitBreaker {
  return new CircuitBreaker({ ...DEFAULT_DEPLOYMENT_HEALTH_SETTINGS, failureThreshold: 3, openMs: 10_000, ...overrides });
}

describe('CircuitBreaker', () => {
  it('takes active health checks: failures count, a pass closes it only once its open time is over', () => {
    const subject = breaker();
    subject.record('failure', 0);
    subject.record('failure', 1);
    // The model list answering says nothing about generation: the count of failed requests stands.
    subject.check(true, 2);
    expect(subject.status(2)).toMatchObject({ state: 'closed', consecutiveFailures: 2 });
    subject.check(false, 3);
    expect(subject.status(4)).toMatchObject({ state: 'open', openedAt: 3 });
    subject.check(true, 10_002);
    expect(subject.status(10_002).state).toBe('open');
    subject.check(false, 10_003);
    expect(subject.status(10_004)).toMatchObject({ state: 'open', openedAt: 10_003 });
    subject.check(true, 20_003);
    expect(subject.status(20_003)).toMatchObject({ state: 'closed', consecutiveFailures: 0 });
    expect(subject.admit(20_003)).toBe(0);
  });

  it('opens after the consecutive failures of its threshold, a success in between resets the count', () => {
    const subject = breaker();
    subject.record('failure', 0);
    subject.record('failure', 1);
    subject.record('success', 2);
    subject.record('failure', 3);
    subject.record('failure', 4);
    expect(subject.admit(5)).toBe(0);
    subject.record('failure', 5);
    expect(subject.status(6)).toMatchObject({ state: 'open', consecutiveFailures: 3, openedAt: 5, availableAt: 10_005 });
    expect(subject.admit(6)).toBeUndefined();
  });

  it('lets one half-open probe through once open_ms passed, and closes on its success', () => {
    const subject = breaker();
    for (let at = 0; at < 3; at += 1) subject.record('failure', at);
    expect(subject.admit(10_001)).toBeUndefined();
    const probe = subject.admit(10_002);
    expect(probe).toBeGreaterThan(0);
    expect(subject.status(10_003).state).toBe('half_open');
    expect(subject.admit(10_003)).toBeUndefined();
    subject.record('success', 10_004);
    expect(subject.status(10_005)).toMatchObject({ state: 'closed', consecutiveFailures: 0 });
    expect(subject.admit(10_005)).toBe(0);
  });

  it('opens again when the probe fails, and hands out a probe not sent again', () => {
    const subject = breaker();
    for (let at = 0; at < 3; at += 1) subject.record('failure', at);
    const probe = subject.admit(10_002) ?? 0;
    subject.release(probe);
    expect(subject.admit(10_003)).toBeGreaterThan(probe);
    subject.record('failure', 10_004);
    expect(subject.status(10_005)).toMatchObject({ state: 'open', openedAt: 10_004 });
    expect(subject.admit(20_003)).toBeUndefined();
    expect(subject.admit(20_004)).toBeGreaterThan(0);
  });

  it('lets another probe through when the last one never answered within open_ms', () => {
    const subject = breaker();
    for (let at = 0; at < 3; at += 1) subject.record('failure', at);
    expect(subject.admit(10_002)).toBeGreaterThan(0);
    expect(subject.admit(20_001)).toBeUndefined();
    expect(subject.admit(20_002)).toBeGreaterThan(0);
  });

  it('opens on the error rate over its window once enough attempts were seen, and forgets older buckets', () => {
    const subject = breaker({ failureThreshold: 0, errorRate: 0.5, errorRateWindowMs: 10_000, errorRateMinRequests: 4 });
    subject.record('failure', 0);
    subject.record('success', 1);
    subject.record('failure', 2);
    expect(subject.status(3).state).toBe('closed');
    subject.record('success', 3);
    subject.record('failure', 4);
    expect(subject.status(5).state).toBe('open');

    const later = breaker({ failureThreshold: 0, errorRate: 0.5, errorRateWindowMs: 10_000, errorRateMinRequests: 4 });
    later.record('failure', 0);
    later.record('failure', 1);
    later.record('failure', 2);
    for (let at = 20_000; at < 20_003; at += 1) later.record('success', at);
    later.record('failure', 20_003);
    expect(later.status(20_004).state).toBe('closed');
  });

  it('cools down on a 429 for its retry-after, bounded, or the default without one, without opening', () => {
    const subject = breaker({ rateLimitCooldownMs: 1_000, maxRetryAfterMs: 60_000 });
    subject.record('rate_limited', 0, 2_000);
    expect(subject.admit(1_999)).toBeUndefined();
    expect(subject.status(1_000)).toMatchObject({ state: 'closed', coolingUntil: 2_000, availableAt: 2_000 });
    expect(subject.admit(2_000)).toBe(0);
    subject.record('rate_limited', 3_000, undefined);
    expect(subject.status(3_500).coolingUntil).toBe(4_000);
    subject.record('rate_limited', 5_000, 3_600_000);
    expect(subject.status(5_000).coolingUntil).toBe(65_000);
  });

  it('ignores neutral outcomes', () => {
    const subject = breaker();
    for (let at = 0; at < 2; at += 1) subject.record('failure', at);
    subject.record('neutral', 2);
    subject.record('failure', 3);
    expect(subject.status(4).state).toBe('open');
  });
});
