import { describe, expect, it, vi } from 'vitest';
import type { RequestRecord, RequestTraffic } from '../../src/index.js';
import type { StoreContractHarness } from './store-contract-harness.js';

const at = Date.UTC(2026, 10, 21, 10);

function record(requestId: string, minutes: number, keys: Partial<RequestRecord> = {}): RequestRecord {
  return {
    requestId, createdAt: at + minutes * 60_000, accountId: 'acct_a', tokenId: 'tok_a', modelId: 'gpt-4o', status: 200,
    record: { requestId, path: '/v1/chat/completions', attempts: [{ deployment: 'a/gpt-4o', error: 'upstream 503' }, { deployment: 'b/gpt-4o' }] },
    ...keys,
  };
}

/** Request records: kept in batches, found by request ID, listed newest first by their keys, pruned by age. */
export function describeRequestRecordContract(h: StoreContractHarness): void {
  describe('request records', () => {
    it('keeps a batch and finds each record by its request ID with its whole record', async () => {
      await h.core.keepRequestRecords([record('req_1', 0), record('req_2', 1, { accountId: null, tokenId: null, modelId: null, status: null })]);
      expect(await h.core.admin.getRequestRecord('req_1')).toEqual(record('req_1', 0));
      expect(await h.core.admin.getRequestRecord('req_2')).toMatchObject({ accountId: null, tokenId: null, status: null });
      expect(await h.core.admin.getRequestRecord('req_missing')).toBeNull();
      await h.core.keepRequestRecords([record('req_1', 5, { status: 500 })]);
      expect((await h.core.admin.getRequestRecord('req_1'))?.status).toBe(200);
      await h.core.keepRequestRecords([]);
    });

    it('keeps a record that comes with its JSON from that text alone, without serialising anything of it again', async () => {
      const given = record('req_json', 0, { record: { requestId: 'req_json', note: 'only in the given JSON', tokens: { input: 3, output: 1 } } });
      const withJson = { ...given, record: { unread: true }, recordJson: JSON.stringify(given.record) };
      const stringify = vi.spyOn(JSON, 'stringify');
      try {
        await h.core.keepRequestRecords([withJson, record('req_plain', 1)]);
        expect(stringify.mock.results.filter((result) => String(result.value).includes('only in the given JSON'))).toEqual([]);
      } finally {
        stringify.mockRestore();
      }
      expect(await h.core.admin.getRequestRecord('req_json')).toEqual(given);
      expect(await h.core.admin.getRequestRecord('req_plain')).toEqual(record('req_plain', 1));
    });

    it('keeps every record of a batch of hundreds once, the first of a repeated request ID', async () => {
      const batch = Array.from({ length: 123 }, (_, index) => record(`req_many_${index}`, index % 60, { status: 200 + (index % 3) }));
      // Repeated within the batch, in the rows of a later statement than its first.
      batch.push(record('req_many_7', 59, { status: 599 }));
      await h.core.keepRequestRecords(batch);
      await h.core.keepRequestRecords([record('req_many_60', 0, { status: 598 }), record('req_many_new', 0)]);
      for (const index of [0, 7, 49, 50, 99, 100, 122]) {
        expect(await h.core.admin.getRequestRecord(`req_many_${index}`)).toEqual(batch[index]);
      }
      expect(await h.core.admin.getRequestRecord('req_many_60')).toEqual(batch[60]);
      expect(await h.core.admin.getRequestRecord('req_many_new')).toEqual(record('req_many_new', 0));
      const kept = await h.core.admin.listRequestRecords({ limit: 1_000 });
      expect(kept.filter((each) => each.requestId.startsWith('req_many_'))).toHaveLength(124);
    });

    it('lists newest first by account, token, model, outcome and time, and pages without gaps or repeats', async () => {
      await h.core.keepRequestRecords([
        record('req_a', 0), record('req_b', 1, { accountId: 'acct_b', tokenId: 'tok_b' }), record('req_c', 2, { modelId: 'claude', status: 429 }),
        record('req_d', 2), record('req_e', 3, { status: 502 }),
      ]);
      const ids = (found: RequestRecord[]) => found.map((each) => each.requestId);
      expect(ids(await h.core.admin.listRequestRecords())).toEqual(['req_e', 'req_d', 'req_c', 'req_b', 'req_a']);
      expect(ids(await h.core.admin.listRequestRecords({ accountId: 'acct_b' }))).toEqual(['req_b']);
      expect(ids(await h.core.admin.listRequestRecords({ tokenId: 'tok_a', modelId: 'gpt-4o' }))).toEqual(['req_e', 'req_d', 'req_a']);
      expect(ids(await h.core.admin.listRequestRecords({ failed: true }))).toEqual(['req_e', 'req_c']);
      expect(ids(await h.core.admin.listRequestRecords({ failed: false }))).toEqual(['req_d', 'req_b', 'req_a']);
      expect(ids(await h.core.admin.listRequestRecords({ since: at + 60_000, until: at + 3 * 60_000 }))).toEqual(['req_d', 'req_c', 'req_b']);
      const first = await h.core.admin.listRequestRecords({ limit: 2 });
      expect(ids(first)).toEqual(['req_e', 'req_d']);
      const last = first[first.length - 1];
      if (last === undefined) throw new Error('no page');
      const second = await h.core.admin.listRequestRecords({ limit: 2, before: { createdAt: last.createdAt, requestId: last.requestId } });
      expect(ids(second)).toEqual(['req_c', 'req_b']);
    });

    it('sums requests and 5xx per model, and attempts and failures per deployment, since a time', async () => {
      const failover = { upstreamAttempts: [{ deployment: 'a/gpt-4o', outcome: 'failed' }, { deployment: 'b/gpt-4o', outcome: 'ok' }], deployment: 'b/gpt-4o' };
      await h.core.keepRequestRecords([
        record('req_old', -90, { record: { deployment: 'a/gpt-4o' } }),
        record('req_first', 1, { record: { deployment: 'a/gpt-4o' } }),
        record('req_over', 2, { record: failover }),
        record('req_down', 3, { status: 502, record: { upstreamAttempts: [{ deployment: 'a/gpt-4o', outcome: 'failed' }] } }),
        record('req_refused', 4, { status: 404, modelId: 'claude', record: {} }),
        record('req_left', 5, { status: null, record: { deployment: 'a/gpt-4o' } }),
      ]);
      const sorted = (rows: RequestTraffic[]) => [...rows].sort((a, b) => `${a.modelId}/${a.deployment ?? ''}`.localeCompare(`${b.modelId}/${b.deployment ?? ''}`));
      expect(sorted(await h.core.admin.requestTraffic(at))).toEqual([
        { modelId: 'claude', deployment: null, requests: 1, errors: 0 },
        { modelId: 'gpt-4o', deployment: null, requests: 3, errors: 1 },
        { modelId: 'gpt-4o', deployment: 'a/gpt-4o', requests: 3, errors: 2 },
        { modelId: 'gpt-4o', deployment: 'b/gpt-4o', requests: 1, errors: 0 },
      ]);
      expect(await h.core.admin.requestTraffic(at + 60 * 60_000)).toEqual([]);
    });

    it('prunes the records older than the retention', async () => {
      await h.core.keepRequestRecords([record('req_old', 0), record('req_new', 60)]);
      expect(await h.core.pruneRequestRecords(at + 30 * 60_000)).toBe(1);
      expect(await h.core.admin.getRequestRecord('req_old')).toBeNull();
      expect(await h.core.admin.getRequestRecord('req_new')).not.toBeNull();
    });
  });
}
