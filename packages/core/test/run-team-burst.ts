import { fileURLToPath } from 'node:url';
import { startBurstInstance } from './run-admit-burst.js';

const script = fileURLToPath(new URL('./scripts/admit-team-burst.ts', import.meta.url));

export type TeamBurstConfig = {
  url: string;
  schema: string;
  /** Tokens of one account, used round robin. */
  secrets: string[];
  /** Admission lease age (short, so that unused parts come back during the test). */
  leaseMs: number;
  /** Admissions at once. */
  wave: number;
  /** Waves in a row that admit nothing before the instance stops trying. */
  idleWaves: number;
  startAt: number;
};

export type TeamBurstSummary = { admitted: number; fromLeases: number; tokens: number; cost: number };

/**
 * One instance per entry of `secretsPerInstance`, all starting at the same instant and admitting in waves until the
 * account's balance is held; once every instance has stopped, all settle.
 */
export async function runTeamBurst(base: Omit<TeamBurstConfig, 'secrets' | 'startAt'>, secretsPerInstance: string[][]): Promise<TeamBurstSummary[]> {
  const startAt = Date.now() + 2_500;
  const instances = secretsPerInstance.map((secrets) => startBurstInstance<TeamBurstSummary>(script, { ...base, secrets, startAt }));
  await Promise.all(instances.map(({ line }) => line(0)));
  for (const instance of instances) instance.settle();
  const summaries = await Promise.all(instances.map(({ line }) => line(1)));
  await Promise.all(instances.map(({ exited }) => exited));
  return summaries;
}
