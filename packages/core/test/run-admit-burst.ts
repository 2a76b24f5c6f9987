import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./scripts/admit-burst.ts', import.meta.url));
const packageRoot = fileURLToPath(new URL('..', import.meta.url));

export type AdmitBurstConfig = {
  store: { kind: 'postgres'; url: string; schema: string } | { kind: 'sqlite'; path: string };
  limiter: { kind: 'redis'; url: string; keyPrefix: string } | null;
  secret: string;
  count: number;
  startAt: number;
};

export type AdmitBurstSummary = { admitted: number; rejectedBy: Record<string, number>; cost: number };

/** One child process running a burst script (test/scripts/) with `config`, its summaries read line by line. */
export function startBurstInstance<Summary>(scriptPath: string, config: unknown) {
  const child = spawn(process.execPath, ['--import', 'tsx', scriptPath, JSON.stringify(config)], {
    cwd: packageRoot, stdio: ['pipe', 'pipe', 'pipe'], timeout: 60_000,
  });
  const lines: string[] = [];
  const waiters: (() => void)[] = [];
  let buffered = '';
  let stderr = '';
  const wakeAll = () => {
    for (const wake of waiters.splice(0)) wake();
  };
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    buffered += text;
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    lines.push(...parts.filter((line) => line !== ''));
    wakeAll();
  });
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => {
    wakeAll();
    resolve();
  }));
  const line = async (index: number): Promise<Summary> => {
    while (lines[index] === undefined) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`instance ended early: ${stderr}`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
    return JSON.parse(lines[index] ?? '') as Summary;
  };
  return { settle: () => child.stdin.end('settle\n'), line, exited };
}

/**
 * Runs one instance per share, all admitting at the same instant; once every instance has finished admitting
 * (a settlement returns part of a hold, which would rightly let a later admission in), all settle.
 */
export async function runAdmitBurst(base: Omit<AdmitBurstConfig, 'count' | 'startAt'>, shares: number[]): Promise<AdmitBurstSummary[]> {
  const startAt = Date.now() + 2_500;
  const instances = shares.map((count) => startBurstInstance<AdmitBurstSummary>(script, { ...base, count, startAt }));
  await Promise.all(instances.map(({ line }) => line(0)));
  for (const instance of instances) instance.settle();
  const summaries = await Promise.all(instances.map(({ line }) => line(1)));
  await Promise.all(instances.map(({ exited }) => exited));
  return summaries;
}
