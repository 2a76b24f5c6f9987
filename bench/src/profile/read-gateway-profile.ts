import { copyFileSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { summarizeCpuProfiles, type CpuProfile, type ProfileSummary } from './summarize-cpu-profile.js';

/**
 * Every `.cpuprofile` in `directory` summarised together (one for a single process; the primary's and each worker's
 * with `server.workers`, which inherit `--cpu-prof`), and the largest copied to `copyTo` for a closer look (Chrome
 * DevTools).
 */
export function readGatewayProfile(directory: string, copyTo: string): ProfileSummary | undefined {
  if (!existsSync(directory)) return undefined;
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(directory, name))
    .sort((left, right) => statSync(right).size - statSync(left).size);
  const [largest] = files;
  if (largest === undefined) return undefined;
  copyFileSync(largest, copyTo);
  return summarizeCpuProfiles(files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as CpuProfile));
}
