import { copyFileSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { summarizeCpuProfile, type CpuProfile, type ProfileSummary } from './summarize-cpu-profile.js';

/** The newest `.cpuprofile` in `directory`, summarised, and copied to `copyTo` for a closer look (Chrome DevTools). */
export function readGatewayProfile(directory: string, copyTo: string): ProfileSummary | undefined {
  if (!existsSync(directory)) return undefined;
  const newest = readdirSync(directory)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(directory, name))
    .sort((left, right) => statSync(right).mtimeMs - statSync(left).mtimeMs)[0];
  if (newest === undefined) return undefined;
  copyFileSync(newest, copyTo);
  return summarizeCpuProfile(JSON.parse(readFileSync(newest, 'utf8')) as CpuProfile);
}
