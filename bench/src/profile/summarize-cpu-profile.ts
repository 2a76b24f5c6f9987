/** The parts of a V8 `.cpuprofile` (written by `node --cpu-prof`) that self time needs. */
export type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[];
  startTime: number;
  endTime: number;
  samples?: number[];
};

export type ProfileEntry = { name: string; selfMs: number; share: number };

export type ProfileSummary = { totalMs: number; byFunction: ProfileEntry[]; byPlace: ProfileEntry[] };

/**
 * Where a script lives: `node_modules/<package>`, a workspace folder (`apps/gateway`, `packages/core`), node's own
 * JavaScript, or native code (no url: socket writes, string encoding, GC).
 */
export function mapUrlToPlace(url: string, functionName = ''): string {
  if (url === '') return functionName === '(garbage collector)' ? 'v8 garbage collector' : 'native (socket writes, encoding, v8)';
  if (url.startsWith('node:')) return 'node internals';
  const modules = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules?.[1] !== undefined) return modules[1];
  const workspace = /\/(apps|packages|bench)\/([^/]+)/.exec(url);
  if (workspace?.[1] !== undefined) return workspace[1] === 'bench' ? 'bench' : `${workspace[1]}/${workspace[2] ?? ''}`;
  return url;
}

function rank(totals: Map<string, number>, totalMs: number, limit: number): ProfileEntry[] {
  return [...totals.entries()]
    .map(([name, selfMs]) => ({ name, selfMs, share: totalMs > 0 ? selfMs / totalMs : 0 }))
    .sort((left, right) => right.selfMs - left.selfMs)
    .slice(0, limit);
}

/** Self time by function and by place (package or folder), idle excluded. */
export function summarizeCpuProfile(profile: CpuProfile, limit = 25): ProfileSummary {
  return summarizeCpuProfiles([profile], limit);
}

/** The same over several processes' profiles together (a primary and its workers): their self times add up. */
export function summarizeCpuProfiles(profiles: readonly CpuProfile[], limit = 25): ProfileSummary {
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let totalMs = 0;
  for (const profile of profiles) {
    const hits = profile.nodes.reduce((total, node) => total + (node.hitCount ?? 0), 0);
    const msPerHit = hits > 0 ? (profile.endTime - profile.startTime) / 1000 / hits : 0;
    for (const node of profile.nodes) {
      const { functionName, url, lineNumber } = node.callFrame;
      if (functionName === '(idle)') continue;
      const selfMs = (node.hitCount ?? 0) * msPerHit;
      if (selfMs === 0) continue;
      totalMs += selfMs;
      const place = mapUrlToPlace(url, functionName);
      const file = url.slice(url.lastIndexOf('/') + 1);
      const name = url === '' ? `${functionName} (native)` : `${functionName || '(anonymous)'} ${place} ${file}:${lineNumber + 1}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + selfMs);
      byPlace.set(place, (byPlace.get(place) ?? 0) + selfMs);
    }
  }
  return { totalMs, byFunction: rank(byFunction, totalMs, limit), byPlace: rank(byPlace, totalMs, limit) };
}
