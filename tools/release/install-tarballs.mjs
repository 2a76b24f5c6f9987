// @ts-check
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runCommand } from './run-command.mjs';

/**
 * Installs the tarballs with plain npm into a new empty folder, as a user would. The `overrides` make each
 * `@modelgate/*` dependency between them resolve to its tarball, since the versions are not on the registry yet.
 *
 * With `reuseNativeBuilds` npm runs no install scripts, and each package that has one (better-sqlite3) gets the
 * `build/` of the same name and version from this repository's install instead: npm would otherwise compile it
 * from source wherever its prebuilt binary cannot be downloaded, which takes minutes on a CI machine.
 * @param {string} releaseDirectory
 * @param {{ name: string, tarball: string }[]} entries
 * @param {{ repositoryRoot: string, reuseNativeBuilds: boolean }} options
 * @returns {Promise<string>} the folder the packages are installed in
 */
export async function installTarballs(releaseDirectory, entries, options) {
  const directory = mkdtempSync(join(tmpdir(), 'modelgate-install-'));
  const specs = Object.fromEntries(entries.map((entry) => [entry.name, `file:${join(releaseDirectory, entry.tarball)}`]));
  const manifest = { name: 'modelgate-install-check', private: true, type: 'module', dependencies: specs, overrides: specs };
  writeFileSync(join(directory, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const flags = options.reuseNativeBuilds ? ['--ignore-scripts'] : [];
  await runCommand('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...flags], { cwd: directory });
  if (options.reuseNativeBuilds) copyNativeBuilds(directory, options.repositoryRoot);
  return directory;
}

/**
 * Gives every installed package that has an install script the `build/` folder of the same package and version as
 * installed for the repository's own packages (resolved from packages/core, which has every native driver).
 * @param {string} directory
 * @param {string} repositoryRoot
 */
function copyNativeBuilds(directory, repositoryRoot) {
  const resolveFromRepository = createRequire(join(repositoryRoot, 'packages/core/package.json'));
  for (const packageDirectory of listInstalledPackages(join(directory, 'node_modules'))) {
    const manifest = JSON.parse(readFileSync(join(packageDirectory, 'package.json'), 'utf8'));
    if (manifest.scripts?.install === undefined) continue;
    let source;
    try {
      source = dirname(resolveFromRepository.resolve(`${manifest.name}/package.json`));
    } catch {
      throw new Error(`${manifest.name} has an install script and the repository has no build of it: run with --build-native.`);
    }
    const built = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));
    if (built.version !== manifest.version || !existsSync(join(source, 'build'))) {
      throw new Error(`${manifest.name}@${manifest.version} has an install script and the repository has no build of that version: run with --build-native.`);
    }
    cpSync(join(source, 'build'), join(packageDirectory, 'build'), { recursive: true });
  }
}

/**
 * @param {string} nodeModules
 * @returns {string[]} the folder of every package under node_modules (scoped and nested included)
 */
function listInstalledPackages(nodeModules) {
  if (!existsSync(nodeModules)) return [];
  const found = [];
  for (const name of readdirSync(nodeModules)) {
    if (name.startsWith('.')) continue;
    const path = join(nodeModules, name);
    if (name.startsWith('@')) {
      for (const scoped of readdirSync(path)) found.push(join(path, scoped), ...listInstalledPackages(join(path, scoped, 'node_modules')));
    } else {
      found.push(path, ...listInstalledPackages(join(path, 'node_modules')));
    }
  }
  return found.filter((path) => existsSync(join(path, 'package.json')));
}
