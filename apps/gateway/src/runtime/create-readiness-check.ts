import type { ReadinessReport } from '../app/readiness-report.js';

/** Longest wait for one dependency: a probe must answer before the orchestrator's own timeout (often 1 s to 5 s). */
const CHECK_TIMEOUT_MS = 2000;

/**
 * Checks every named dependency at once (each a call that resolves when it answers) and reports which failed; a
 * failure's cause goes to `onFailure` (the log), not to the unauthenticated probe's answer.
 */
export function createReadinessCheck(
  dependencies: Record<string, () => Promise<unknown>>,
  onFailure: (name: string, error: unknown) => void,
): () => Promise<ReadinessReport> {
  const entries = Object.entries(dependencies);
  const check = async ([name, probe]: [string, () => Promise<unknown>]): Promise<[string, 'ok' | 'failed']> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([probe(), timeout]);
      return [name, 'ok'];
    } catch (error) {
      onFailure(name, error);
      return [name, 'failed'];
    } finally {
      clearTimeout(timer);
    }
  };
  return async () => {
    const checks = Object.fromEntries(await Promise.all(entries.map(check)));
    return { ready: Object.values(checks).every((state) => state === 'ok'), checks };
  };
}
