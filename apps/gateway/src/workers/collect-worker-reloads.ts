import type { Worker } from 'node:cluster';
import type { PrimaryMessage } from './worker-messages.js';

/** How long the primary waits for every worker to say how its reload went before reporting without the missing ones. */
const RELOAD_ANSWER_MS = 10_000;

export type WorkerReloads = {
  /** Asks each worker to reload; the report is printed once every one answered (or after 10 s). */
  start(workers: readonly Worker[]): void;
  /** A worker's answer. */
  answered(worker: Worker, id: number, outcome: { notes: string[] } | { error: string }): void;
};

/**
 * SIGHUP with `server.workers`: the primary has read and checked the file (a broken one is reported once, and no worker
 * is asked); each worker then applies it to its own runtime, and their answers are reported together, in one line
 * when they agree.
 */
export function collectWorkerReloads(source: string, print: (text: string) => void, slotOf: (worker: Worker) => number): WorkerReloads {
  let nextId = 0;
  let round: { id: number; waiting: Set<Worker>; notes: string[]; failures: string[]; timer: NodeJS.Timeout } | undefined;
  const report = (): void => {
    if (round === undefined) return;
    const { waiting, notes, failures, timer } = round;
    clearTimeout(timer);
    round = undefined;
    const silent = [...waiting].map((worker) => `worker ${slotOf(worker)} did not answer`);
    if (failures.length === 0 && silent.length === 0) {
      print(`Reloaded the configuration from ${source} in every worker.${notes.length > 0 ? ` Not applied: ${notes.join('; ')}.` : ''}`);
      return;
    }
    print(`Reload incomplete: ${[...failures, ...silent].join('; ')}. The other workers serve the new configuration.`);
  };
  return {
    start(workers) {
      report();
      const id = nextId++;
      round = { id, waiting: new Set(workers), notes: [], failures: [], timer: setTimeout(report, RELOAD_ANSWER_MS) };
      round.timer.unref();
      const message: PrimaryMessage = { type: 'modelgate:reload', id };
      for (const worker of workers) worker.send(message);
      if (workers.length === 0) report();
    },
    answered(worker, id, outcome) {
      if (round === undefined || round.id !== id || !round.waiting.delete(worker)) return;
      if ('error' in outcome) round.failures.push(`worker ${slotOf(worker)} failed: ${outcome.error}`);
      // Every worker runs the same config, so their notes agree: the first one's are kept.
      else if (round.notes.length === 0) round.notes.push(...outcome.notes);
      if (round.waiting.size === 0) report();
    },
  };
}
