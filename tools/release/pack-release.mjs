#!/usr/bin/env node
// @ts-check
/**
 * `pnpm release:pack`: the tarballs `pnpm release` would publish, made without changing this tree's sources or
 * touching the registry. It builds the published packages here (turbo: a cache hit when they are built already),
 * then, in a scratch copy of the repository with those builds, applies the pending changesets (`changeset version`:
 * versions and CHANGELOG.md; the builds do not depend on the version), installs, and packs each package with
 * `pnpm pack`, which rewrites `workspace:` ranges to the released versions (plain `npm pack` does not). The tarballs
 * and `manifest.json` go to `release/`.
 *
 *   node tools/release/pack-release.mjs [--out release] [--current-versions] [--keep-scratch]
 *
 * `--current-versions` packs the versions in package.json as they are (no changeset applied).
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PUBLISHED_PACKAGE_DIRS } from './published-packages.mjs';
import { runCommand } from './run-command.mjs';

/** What never goes into the scratch copy: installs, caches and secrets anywhere; builds but the published ones. */
const SKIPPED_NAMES = new Set(['node_modules', '.turbo', '.git', 'test-results', 'coverage', '.env']);
/** Top-level folders left out too: earlier tarballs and the quick start's local database. */
const SKIPPED_TOP_LEVEL = ['release', 'data'];

/**
 * @param {{ root: string, out: string, applyChangesets: boolean, keepScratch: boolean }} options
 * @returns {Promise<{ name: string, version: string, dir: string, tarball: string }[]>}
 */
export async function packRelease({ root, out, applyChangesets, keepScratch }) {
  const filters = PUBLISHED_PACKAGE_DIRS.flatMap((dir) => ['--filter', `./${dir}`]);
  await runCommand('pnpm', ['exec', 'turbo', 'run', 'build', ...filters, '--output-logs=errors-only'], { cwd: root });
  const publishedBuilds = new Set(PUBLISHED_PACKAGE_DIRS.map((dir) => join(root, dir, 'dist')));
  const skippedTopLevel = new Set(SKIPPED_TOP_LEVEL.map((name) => join(root, name)));
  const scratch = mkdtempSync(join(tmpdir(), 'modelgate-release-'));
  try {
    cpSync(root, scratch, {
      recursive: true,
      filter: (source) => {
        const name = basename(source);
        if (source === root || publishedBuilds.has(source)) return true;
        return !(SKIPPED_NAMES.has(name) || skippedTopLevel.has(source) || name === 'dist' || name.startsWith('zz-') || name.endsWith('.tsbuildinfo'));
      },
    });
    const pnpm = { cwd: scratch, env: { ...process.env, CI: 'true' } };
    await runCommand('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only'], pnpm);
    if (applyChangesets) await runCommand('pnpm', ['exec', 'changeset', 'version'], pnpm);

    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    const packed = [];
    for (const dir of PUBLISHED_PACKAGE_DIRS) {
      const before = new Set(readdirSync(out));
      await runCommand('pnpm', ['pack', '--pack-destination', out], { ...pnpm, cwd: join(scratch, dir), capture: true });
      const tarball = readdirSync(out).find((file) => file.endsWith('.tgz') && !before.has(file));
      if (tarball === undefined) throw new Error(`pnpm pack wrote no tarball for ${dir}`);
      const manifest = JSON.parse(readFileSync(join(scratch, dir, 'package.json'), 'utf8'));
      packed.push({ name: manifest.name, version: manifest.version, dir, tarball });
    }
    writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(packed, null, 2)}\n`);
    return packed;
  } finally {
    if (keepScratch) console.error(`Scratch copy kept at ${scratch}`);
    else rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: 'release' },
      'current-versions': { type: 'boolean', default: false },
      'keep-scratch': { type: 'boolean', default: false },
    },
  });
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const out = resolve(values.out);
  const packed = await packRelease({ root, out, applyChangesets: !values['current-versions'], keepScratch: values['keep-scratch'] });
  for (const entry of packed) console.log(`${entry.name}@${entry.version}  ${relative(process.cwd(), join(out, entry.tarball))}`);
}
