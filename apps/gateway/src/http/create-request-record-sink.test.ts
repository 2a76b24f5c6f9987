import type { RequestRecord } from '@modelgate/core';
import { describe, expect, it } from 'vitest';
import { createRequestRecordSink } from './create-request-record-sink.js';
import type { DiagnosticRecord } from './diagnostic-record.js';

const NOW = Date.UTC(2026, 10, 25, 12);
const principal = { tokenId: 'tok_1', accountId: 'acct_1', tokenPrefix: 'mg-abc', accountName: 'acme' } as never;

function fakeCore(options: { failFirst?: boolean } = {}) {
  const batches: RequestRecord[][] = [];
  const pruned: number[] = [];
  let calls = 0;
  return {
    batches,
    pruned,
    keepRequestRecords: async (records: readonly RequestRecord[]) => {
      calls += 1;
      if (options.failFirst === true && calls === 1) throw new Error('database is locked');
      batches.push([...records]);
    },
    pruneRequestRecords: async (time: number) => {
      pruned.push(time);
      return 0;
    },
  };
}

const record = (id: string, extra: Partial<DiagnosticRecord> = {}): DiagnosticRecord => ({ requestId: id, method: 'POST', path: '/v1/chat/completions', status: 200, model: 'gpt-x', ...extra });

describe('createRequestRecordSink', () => {
  it('queues records without touching the store and writes them in one batch with their keys', async () => {
    const core = fakeCore();
    const sink = createRequestRecordSink({ core, now: () => NOW, retentionMs: 86_400_000, flushIntervalMs: 3_600_000, onError: () => undefined });
    sink.keep(record('req_1'), NOW - 5, principal);
    sink.keep(record('req_2', { status: 401, model: undefined }), NOW - 3, undefined);
    expect(core.batches).toEqual([]);
    await sink.flush();
    expect(core.batches).toHaveLength(1);
    expect(core.batches[0]?.map((each) => [each.requestId, each.createdAt, each.accountId, each.tokenId, each.modelId, each.status])).toEqual([
      ['req_1', NOW - 5, 'acct_1', 'tok_1', 'gpt-x', 200],
      ['req_2', NOW - 3, null, null, null, 401],
    ]);
    expect(core.batches[0]?.[0]?.record).toMatchObject({ requestId: 'req_1', path: '/v1/chat/completions', startedAt: new Date(NOW - 5).toISOString() });
    expect(core.pruned).toEqual([NOW - 86_400_000]);
    await sink.close();
  });

  it('passes on the record\'s JSON when the log line made it, for the store to keep as it is', async () => {
    const core = fakeCore();
    const sink = createRequestRecordSink({ core, now: () => NOW, retentionMs: 86_400_000, flushIntervalMs: 3_600_000, onError: () => undefined });
    const json = JSON.stringify({ ...record('req_1'), startedAt: new Date(NOW).toISOString() });
    sink.keep(record('req_1'), NOW, principal, json);
    sink.keep(record('req_2'), NOW, principal);
    await sink.flush();
    expect(core.batches[0]?.map((each) => each.recordJson)).toEqual([json, undefined]);
    // The store reads the JSON alone: the record object is not held until the batch is written.
    expect(core.batches[0]?.[0]?.record).toEqual({});
    expect(core.batches[0]?.[1]?.record).toMatchObject({ requestId: 'req_2' });
    await sink.close();
  });

  it('writes a full batch at once and splits a long queue into batches', async () => {
    const core = fakeCore();
    const sink = createRequestRecordSink({ core, now: () => NOW, retentionMs: 1, flushIntervalMs: 3_600_000, maxBatch: 2, onError: () => undefined });
    sink.keep(record('req_1'), NOW, principal);
    sink.keep(record('req_2'), NOW, principal);
    await sink.flush();
    expect(core.batches.map((batch) => batch.length)).toEqual([2]);
    await sink.close();
  });

  it('tells a failed write and a dropped overflow, and keeps going', async () => {
    const core = fakeCore({ failFirst: true });
    const problems: string[] = [];
    const sink = createRequestRecordSink({ core, now: () => NOW, retentionMs: 1, flushIntervalMs: 3_600_000, maxQueued: 2, onError: (error, what) => problems.push(`${what}: ${String(error)}`) });
    sink.keep(record('req_1'), NOW, principal);
    await sink.flush();
    for (const id of ['req_2', 'req_3', 'req_4']) sink.keep(record(id), NOW, principal);
    await sink.close();
    expect(problems).toEqual([
      'storing 1 request records: Error: database is locked',
      'queueing request records: Error: 1 request records were dropped: the store did not keep up',
    ]);
    expect(core.batches.flat().map((each) => each.requestId)).toEqual(['req_3', 'req_4']);
  });
});
