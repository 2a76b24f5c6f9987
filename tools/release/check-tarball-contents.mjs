// @ts-check
import { join } from 'node:path';
import { runCommand } from './run-command.mjs';

const DEPENDENCY_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies'];

/**
 * What a published tarball must hold: LICENSE, README and (once versioned) CHANGELOG; no source maps and no `src/`;
 * a manifest with complete metadata, no `workspace:` range and no `@modelgate/source` condition; and every file its
 * `exports`, `main`, `types` and `bin` name. Returns the problems found (empty when the tarball is right).
 * @param {string} directory
 * @param {{ name: string, version: string, tarball: string }} entry
 * @returns {Promise<string[]>}
 */
export async function checkTarballContents(directory, entry) {
  const tarball = join(directory, entry.tarball);
  const files = new Set(
    (await runCommand('tar', ['-tzf', tarball], { cwd: directory, capture: true }))
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.replace(/^package\//, '')),
  );
  const manifestText = await runCommand('tar', ['-xOzf', tarball, 'package/package.json'], { cwd: directory, capture: true });
  const manifest = JSON.parse(manifestText);
  const problems = [];
  const required = ['LICENSE', 'README.md', 'package.json'];
  if (entry.version !== '0.0.0') required.push('CHANGELOG.md');
  for (const file of required) if (!files.has(file)) problems.push(`${file} is missing`);
  for (const file of files) {
    if (file.endsWith('.map')) problems.push(`ships a source map: ${file}`);
    if (file.startsWith('src/')) problems.push(`ships source: ${file}`);
  }
  if (manifestText.includes('workspace:')) problems.push('package.json keeps a workspace: range');
  if (JSON.stringify(manifest.exports ?? {}).includes('@modelgate/source')) problems.push('exports keep the @modelgate/source condition');
  if (manifest.private === true) problems.push('package.json is private');
  if (manifest.license !== 'MIT') problems.push(`license is ${JSON.stringify(manifest.license)}, not MIT`);
  for (const field of ['repository', 'homepage', 'bugs', 'engines', 'description']) {
    if (manifest[field] === undefined) problems.push(`package.json has no ${field}`);
  }
  for (const field of DEPENDENCY_FIELDS) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (name.startsWith('@modelgate/') && field !== 'devDependencies' && range !== entry.version) {
        problems.push(`${field}.${name} is ${range}, not the released ${entry.version}`);
      }
    }
  }
  for (const target of listManifestTargets(manifest)) {
    if (!files.has(target.replace(/^\.\//, ''))) problems.push(`package.json points at ${target}, which is not in the tarball`);
  }
  return problems;
}

/**
 * Every file path a manifest's `exports`, `main`, `types` and `bin` point at.
 * @param {Record<string, unknown>} manifest
 * @returns {string[]}
 */
function listManifestTargets(manifest) {
  /** @type {string[]} */
  const targets = [];
  /** @param {unknown} value */
  const collect = (value) => {
    if (typeof value === 'string') targets.push(value);
    else if (value !== null && typeof value === 'object') for (const inner of Object.values(value)) collect(inner);
  };
  collect(manifest.exports);
  collect(manifest.main);
  collect(manifest.types);
  collect(manifest.bin);
  return targets;
}
