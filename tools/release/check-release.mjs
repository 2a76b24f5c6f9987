#!/usr/bin/env node
// @ts-check
/**
 * `pnpm release:check` (CI): packs the release as `pnpm release` would (see pack-release.mjs), checks each tarball's
 * contents, installs them with plain npm into an empty folder, imports every entry point from ESM and from
 * TypeScript, and runs the installed `modelgate` command: `--version`, then `serve` answering `GET /v1/models`.
 *
 *   node tools/release/check-release.mjs [--out release] [--current-versions] [--skip-pack] [--build-native] [--keep]
 *
 * `--skip-pack` checks the tarballs already in --out; `--keep` leaves the install folder for a look;
 * `--build-native` lets npm run install scripts (better-sqlite3 then downloads or compiles its binary) instead of
 * reusing the repository's build of the same version.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkEsmImports, checkTypeScriptImports, listEntryPoints } from './check-imports.mjs';
import { checkInstalledGateway } from './check-installed-gateway.mjs';
import { checkTarballContents } from './check-tarball-contents.mjs';
import { installTarballs } from './install-tarballs.mjs';
import { packRelease } from './pack-release.mjs';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'release' },
    'current-versions': { type: 'boolean', default: false },
    'skip-pack': { type: 'boolean', default: false },
    'build-native': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const root = fileURLToPath(new URL('../..', import.meta.url));
const out = resolve(values.out);
/** @param {string} line */
const say = (line) => console.log(`release:check  ${line}`);

/** @type {{ name: string, version: string, dir: string, tarball: string }[]} */
const entries = values['skip-pack']
  ? JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'))
  : await packRelease({ root, out, applyChangesets: !values['current-versions'], keepScratch: false });
for (const entry of entries) say(`packed ${entry.name}@${entry.version} (${entry.tarball})`);

const problems = [];
for (const entry of entries) {
  for (const problem of await checkTarballContents(out, entry)) problems.push(`${entry.tarball}: ${problem}`);
}
if (problems.length > 0) throw new Error(`The tarballs are not ready to publish:\n  ${problems.join('\n  ')}`);
say('contents: LICENSE, README, CHANGELOG, no maps or src, metadata complete, no workspace: ranges');

const installed = await installTarballs(out, entries, { repositoryRoot: root, reuseNativeBuilds: !values['build-native'] });
try {
  say(`installed with plain npm into ${installed}${values['build-native'] ? '' : ' (native builds reused from the repository)'}`);
  const entryPoints = listEntryPoints(entries.map((entry) => entry.name));
  for (const line of (await checkEsmImports(installed, entryPoints)).split('\n')) say(`ESM import ${line}`);
  await checkTypeScriptImports(installed, entryPoints, root);
  say(`TypeScript (strict, NodeNext, declarations checked): ${entryPoints.length} entry points type-check`);
  const gateway = entries.find((entry) => entry.name === '@modelgate/gateway');
  if (gateway === undefined) throw new Error('No @modelgate/gateway tarball was packed.');
  await checkInstalledGateway(installed, gateway.version, say);
  say('passed');
} finally {
  if (values.keep) say(`kept ${installed}`);
  else rmSync(installed, { recursive: true, force: true });
}
