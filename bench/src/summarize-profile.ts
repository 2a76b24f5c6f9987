import { readFileSync } from 'node:fs';
import type { CpuProfile } from './profile/summarize-cpu-profile.js';
import { summarizeCpuProfile } from './profile/summarize-cpu-profile.js';

// `node dist/summarize-profile.js <file.cpuprofile> [limit]`: hot places and functions of a saved profile.
const [path, limit] = process.argv.slice(2);
if (path === undefined) {
  console.log('usage: node bench/dist/summarize-profile.js <file.cpuprofile> [limit]');
} else {
  const summary = summarizeCpuProfile(JSON.parse(readFileSync(path, 'utf8')) as CpuProfile, Number(limit ?? 30));
  console.log(`${summary.totalMs.toFixed(0)} ms of CPU (idle excluded)\n`);
  for (const entry of summary.byPlace) console.log(`${(entry.share * 100).toFixed(1).padStart(5)}%  ${entry.name}`);
  console.log('');
  for (const entry of summary.byFunction) console.log(`${(entry.share * 100).toFixed(1).padStart(5)}%  ${entry.name}`);
}
