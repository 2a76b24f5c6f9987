import type { Core, Principal, RequestRecord } from '@modelgate/core';
import { createIsoTimeFormatter } from './create-iso-time-formatter.js';
import type { DiagnosticRecord } from './diagnostic-record.js';

export type RequestRecordSink = {
  /**
   * Queues a finished request's record; returns at once (the store write happens in a later batch). `recordJson`, when
   * given, is the record with its `startedAt` as JSON (what the diagnostic record writer returns): the store keeps that
   * text rather than serialising the record again.
   */
  keep(record: DiagnosticRecord, startedAt: number, principal: Principal | undefined, recordJson?: string): void;
  /** Writes what is queued now. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is queued. */
  close(): Promise<void>;
};

export type RequestRecordSinkOptions = {
  core: Pick<Core, 'keepRequestRecords' | 'pruneRequestRecords'>;
  now: () => number;
  /** How long records are kept (ms); older ones are pruned about once an hour. */
  retentionMs: number;
  /** How often the queue is written (default 1000 ms); a full batch is written at once. */
  flushIntervalMs?: number;
  /** Records per store write (default 500). */
  maxBatch?: number;
  /** Records queued at most while the store is slow or down; the oldest go first beyond it (default 20000). */
  maxQueued?: number;
  onError: (error: unknown, what: string) => void;
};

const PRUNE_EVERY_MS = 3_600_000;
/**
 * The `record` of a queued record that has its JSON: a store then reads only the JSON (RequestRecord's `recordJson`),
 * so the request's record object is not held. Held in the queue until a batch is written (up to a second), it and
 * what it holds outlived V8's young generation under load and were promoted to the old one, whose marking and
 * sweeping run on V8's worker threads.
 */
const KEPT_AS_JSON: Record<string, unknown> = Object.freeze({});

/**
 * Keeps every API request's diagnostic record in the store, off the request's path: records queue in memory and are
 * written in batches (one transaction each) on a timer or when a batch is full, like settlements, so a request never
 * waits on this write. Retention prunes old records about once an hour. A store that fails loses that batch (told to
 * `onError`), never the request.
 */
export function createRequestRecordSink(options: RequestRecordSinkOptions): RequestRecordSink {
  const maxBatch = options.maxBatch ?? 500;
  const maxQueued = options.maxQueued ?? 20_000;
  let queue: RequestRecord[] = [];
  let writing: Promise<void> = Promise.resolve();
  let lastPrunedAt = Number.NEGATIVE_INFINITY;
  let dropped = 0;
  const formatTime = createIsoTimeFormatter();

  const writeBatch = async (batch: RequestRecord[]): Promise<void> => {
    try {
      await options.core.keepRequestRecords(batch);
    } catch (error) {
      options.onError(error, `storing ${batch.length} request records`);
    }
  };

  const flush = (): Promise<void> => {
    if (dropped > 0) {
      options.onError(new Error(`${dropped} request records were dropped: the store did not keep up`), 'queueing request records');
      dropped = 0;
    }
    const now = options.now();
    const prune = now - lastPrunedAt >= PRUNE_EVERY_MS;
    if (queue.length === 0 && !prune) return writing;
    const batches: RequestRecord[][] = [];
    for (let index = 0; index < queue.length; index += maxBatch) batches.push(queue.slice(index, index + maxBatch));
    queue = [];
    if (prune) lastPrunedAt = now;
    writing = writing.then(async () => {
      for (const batch of batches) await writeBatch(batch);
      if (prune) await options.core.pruneRequestRecords(now - options.retentionMs).catch((error: unknown) => options.onError(error, 'pruning request records'));
    });
    return writing;
  };

  const timer = setInterval(() => void flush(), options.flushIntervalMs ?? 1_000);
  timer.unref();

  return {
    keep(record, startedAt, principal, recordJson) {
      queue.push({
        requestId: record.requestId,
        createdAt: startedAt,
        accountId: principal?.accountId ?? null,
        tokenId: principal?.tokenId ?? null,
        modelId: record.model ?? null,
        status: record.status ?? null,
        // With its JSON, the store reads only that: no copy of the record with its startedAt is made, nor the record held.
        record: recordJson === undefined ? { ...record, startedAt: formatTime(startedAt) } : KEPT_AS_JSON,
        recordJson,
      });
      if (queue.length > maxQueued) {
        dropped += queue.length - maxQueued;
        queue.splice(0, queue.length - maxQueued);
      }
      if (queue.length >= maxBatch) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
