import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../errors/upstream-error.js';
import type { UpstreamAttemptRecord } from '../http/diagnostic-record.js';
import type { Deployment } from '../providers/deployment.js';
import type { UpstreamCall } from './attempt-deployment.js';
import { runWithFallback } from './run-with-fallback.js';

const deployment = (name: string): Deployment => ({ name, provider: { name, kind: 'openai-chat', formats: ['openai-chat'], send: () => Promise.reject(new Error('not sent')) }, upstreamModel: name, priority: 0, weight: 1 });

function run(plan: Deployment[], attempt: (deployment: Deployment) => Promise<UpstreamCall>, records: UpstreamAttemptRecord[] = []): ReturnType<typeof runWithFallback> {
  return runWithFallback({
    plan,
    maxAttempts: 3,
    attempt,
    answer: () => Promise.resolve({ outcome: 'ok', usage: undefined, delivered: true }),
    onAnswering: () => undefined,
    mayFallBack: () => true,
    clientGone: () => false,
    now: () => 0,
    records,
  });
}

describe('runWithFallback', () => {
  it('ends with an error that says so when nothing was planned', async () => {
    const ended = await run([], () => Promise.reject(new Error('never attempted')));
    expect(ended.ok).toBe(false);
    expect(ended.ok ? undefined : { answered: ended.answered, message: (ended.error as Error).message }).toEqual({ answered: false, message: 'No deployment was planned.' });
  });

  it("ends with the last attempt's error when every planned deployment failed", async () => {
    const records: UpstreamAttemptRecord[] = [];
    const failure = (name: string): UpstreamError => new UpstreamError({ code: 'upstream_error', reason: 'connection_error', retryable: true, message: `${name} is down` });
    const ended = await run([deployment('a'), deployment('b')], (tried) => Promise.reject(failure(tried.name)), records);
    expect(ended.ok ? undefined : (ended.error as Error).message).toBe('b is down');
    expect(records.map((record) => [record.deployment, record.outcome, record.reason])).toEqual([['a', 'failed', 'connection_error'], ['b', 'failed', 'connection_error']]);
  });
});
