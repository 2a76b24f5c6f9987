import { afterEach, describe, expect, it } from 'vitest';
import { createHttpProvider } from '../providers/http/create-http-provider.js';
import type { Deployment } from '../providers/deployment.js';
import { NOW } from '../testing-fixtures/create-test-gateway.js';
import { startScriptedUpstream, type ScriptedUpstream } from '../testing-fixtures/start-scripted-upstream.js';
import { createDeploymentHealth } from './create-deployment-health.js';
import { DEFAULT_DEPLOYMENT_HEALTH_SETTINGS } from './deployment-health-settings.js';
import { startHealthChecks } from './start-health-checks.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function upstream(options: { port?: number } = {}): Promise<ScriptedUpstream> {
  const started = await startScriptedUpstream('openai-chat', options);
  cleanups.push(() => started.close());
  return started;
}

async function until(check: () => boolean): Promise<void> {
  for (let round = 0; round < 500; round += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('gave up waiting');
}

function deploymentOn(baseUrl: string, checkIntervalMs: number): Deployment {
  const provider = createHttpProvider({ name: 'primary', format: 'openai-chat', baseUrl, apiKey: 'sk-up', headers: {}, timeouts: { connectMs: 2000, firstByteMs: 5000, idleMs: 5000 }, connections: 2 });
  cleanups.push(() => provider.close());
  return { name: 'primary/gpt-x', provider, upstreamModel: 'gpt-x', priority: 0, weight: 1, health: { ...DEFAULT_DEPLOYMENT_HEALTH_SETTINGS, failureThreshold: 2, openMs: 1000, checkIntervalMs, checkTimeoutMs: 1000 } };
}

describe('the active health check', () => {
  it('opens the breaker of an upstream that went down with no request sent to it, and closes it once it is back', async () => {
    let now = NOW;
    const health = createDeploymentHealth({ now: () => now });
    const first = await upstream();
    const port = Number(new URL(first.baseUrl).port);
    const deployment = deploymentOn(first.baseUrl, 20);
    const results: string[] = [];
    const checks = startHealthChecks({ deployments: () => [{ deployment, models: ['gpt-x'] }], health, onResult: (_deployment, result) => results.push(result) });
    cleanups.push(() => Promise.resolve(checks.stop()));

    // Up: the model list answers (a 404 from this upstream still says it is up); the breaker stays closed.
    await until(() => results.length >= 2);
    expect(results.slice(0, 2)).toEqual(['pass', 'pass']);
    expect(health.status(deployment).state).toBe('closed');

    await first.close();
    await until(() => health.status(deployment).state === 'open');
    expect(health.status(deployment)).toMatchObject({ state: 'open', openedAt: NOW, consecutiveFailures: 2 });
    expect(results).toContain('fail');

    // Back up, but its open time is not over: a passed check does not close it yet.
    await upstream({ port });
    const passesBefore = results.filter((result) => result === 'pass').length;
    await until(() => results.filter((result) => result === 'pass').length > passesBefore);
    expect(health.status(deployment).state).toBe('open');
    now = NOW + 1000;
    await until(() => health.status(deployment).state === 'closed');
    expect(health.status(deployment)).toMatchObject({ state: 'closed', consecutiveFailures: 0 });
  });

  it('checks nothing when check_interval_ms is 0 (the default), and stops on stop()', async () => {
    const health = createDeploymentHealth({ now: () => NOW });
    const up = await upstream();
    const results: string[] = [];
    const off = startHealthChecks({ deployments: () => [{ deployment: deploymentOn(up.baseUrl, 0), models: ['gpt-x'] }], health, onResult: (_deployment, result) => results.push(result) });
    const on = startHealthChecks({ deployments: () => [{ deployment: deploymentOn(up.baseUrl, 20), models: ['gpt-x'] }], health, onResult: (_deployment, result) => results.push(`on:${result}`) });
    await until(() => results.length > 0);
    on.stop();
    off.stop();
    const seen = results.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(results.every((result) => result.startsWith('on:'))).toBe(true);
    expect(results.length).toBeLessThanOrEqual(seen + 1);
  });
});
