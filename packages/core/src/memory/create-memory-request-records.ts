import { matchesRequestRecordFilter } from '../matches-request-record-filter.js';
import type { RequestRecord } from '../request-record.js';
import type { Store } from '../store.js';
import { summarizeRequestTraffic } from '../summarize-request-traffic.js';

const DEFAULT_LIMIT = 100;

const newestFirst = (a: RequestRecord, b: RequestRecord): number =>
  b.createdAt - a.createdAt || (a.requestId < b.requestId ? 1 : a.requestId > b.requestId ? -1 : 0);

/** Request records in this process's memory (tests and ephemeral use). */
export function createMemoryRequestRecords(): Pick<Store, 'insertRequestRecords' | 'getRequestRecord' | 'listRequestRecords' | 'deleteRequestRecordsBefore' | 'requestTraffic'> {
  const records = new Map<string, RequestRecord>();
  return {
    async insertRequestRecords(batch) {
      for (const { recordJson, ...each } of batch) {
        if (records.has(each.requestId)) continue;
        records.set(each.requestId, recordJson === undefined ? structuredClone(each) : { ...each, record: JSON.parse(recordJson) as Record<string, unknown> });
      }
    },
    async getRequestRecord(requestId) {
      const found = records.get(requestId);
      return found === undefined ? null : structuredClone(found);
    },
    async listRequestRecords(filter) {
      return [...records.values()]
        .filter((each) => matchesRequestRecordFilter(each, filter))
        .sort(newestFirst)
        .slice(0, filter.limit ?? DEFAULT_LIMIT)
        .map((each) => structuredClone(each));
    },
    async deleteRequestRecordsBefore(time) {
      let removed = 0;
      for (const [id, each] of records) {
        if (each.createdAt < time) {
          records.delete(id);
          removed += 1;
        }
      }
      return removed;
    },
    requestTraffic: async (since) => summarizeRequestTraffic(records.values(), since),
  };
}
