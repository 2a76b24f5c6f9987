import { describe, expect, it } from 'vitest';
import { GatewayError } from '../errors/gateway-error.js';
import { UpstreamError } from '../errors/upstream-error.js';
import type { Deployment } from '../providers/deployment.js';
import { createScriptedProvider } from '../testing-fixtures/create-scripted-provider.js';
import { createDeploymentHealth } from './create-deployment-health.js';
import { DEFAULT_DEPLOYMENT_HEALTH_SETTINGS } from './deployment-health-settings.js';

function deployment(name: string, priority: number): Deployment {
  return { name, provider: createScriptedProvider(name, ['openai-chat'], []), upstreamModel: 'm', priority, weight: 1, health: { ...DEFAULT_DEPLOYMENT_HEALTH_SETTINGS, failureThreshold: 1, openMs: 10_000 } };
}

const a = deployment('a/m', 0);
const b = deployment('b/m', 1);
const failed = (name: string) => ({ deployment: name, outcome: 'failed' as const, reason: 'connection_error' as const, ms: 1 });

describe('createDeploymentHealth', () => {
  it('leaves open deployments out of the plan and answers 503 naming the model when none is left', () => {
    let now = 1000;
    const health = createDeploymentHealth({ now: () => now });
    const plan = health.planner(() => [a, b]);
    health.observe(a, failed('a/m'), new Error('refused'));
    expect(plan('m')).toEqual([b]);
    now = 4000;
    health.observe(b, failed('b/m'), new Error('refused'));
    let error: unknown;
    try {
      plan('gpt-m');
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ status: 503, retryAfterSeconds: 7 });
    expect((error as Error).message).toContain("'gpt-m'");
  });

  it('gives back a half-open probe that the request did not send, keeps one it sent', () => {
    let now = 0;
    const health = createDeploymentHealth({ now: () => now });
    const plan = health.planner(() => [a, b]);
    health.observe(b, failed('b/m'), new Error('refused'));
    now = 10_000;
    const first = plan('m');
    expect(first).toEqual([a, b]);
    health.release(first, [{ deployment: 'a/m', outcome: 'ok', ms: 1 }]);
    const second = plan('m');
    expect(second).toEqual([a, b]);
    health.release(second, [failed('a/m'), { deployment: 'b/m', outcome: 'ok', ms: 1 }]);
    expect(plan('m')).toEqual([a]);
  });

  it("cools a deployment down for the upstream's retry-after as sent, an HTTP date too", () => {
    const now = Date.UTC(2026, 10, 25, 12, 0, 0);
    const health = createDeploymentHealth({ now: () => now });
    const limited = new UpstreamError({ code: 'rate_limited', message: '429', retryable: true, upstreamStatus: 429, upstreamRetryAfter: 'Wed, 25 Nov 2026 12:00:05 GMT' });
    health.observe(a, { deployment: 'a/m', outcome: 'failed', reason: 'upstream_status', upstreamStatus: 429, ms: 1 }, limited);
    expect(health.status(a)).toMatchObject({ deployment: 'a/m', state: 'closed', coolingUntil: now + 5000 });
    expect(health.planner(() => [a, b])('m')).toEqual([b]);
  });
});
