// @ts-check
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from './run-command.mjs';

/** The subpaths published besides each package's main entry. */
const EXTRA_ENTRY_POINTS = ['@modelgate/core/sqlite', '@modelgate/core/postgres', '@modelgate/core/redis'];

/** Packages that ship files only (the console's static build, found by the gateway through its package.json). */
const FILES_ONLY_PACKAGES = new Set(['@modelgate/console']);

/**
 * @param {string[]} names
 * @returns {string[]} every entry point of the installed packages
 */
export function listEntryPoints(names) {
  return [...names.filter((name) => !FILES_ONLY_PACKAGES.has(name)), ...EXTRA_ENTRY_POINTS.filter((entry) => names.some((name) => entry.startsWith(`${name}/`)))];
}

/**
 * Imports every entry point from ESM in a fresh Node process in the install folder, and fails on one that does not
 * load or exports nothing.
 * @param {string} directory
 * @param {string[]} entryPoints
 * @returns {Promise<string>} one line per entry point with its export count
 */
export async function checkEsmImports(directory, entryPoints) {
  const script = `
    const lines = [];
    for (const entry of ${JSON.stringify(entryPoints)}) {
      const loaded = await import(entry);
      const names = Object.keys(loaded);
      if (names.length === 0) throw new Error(entry + ' exports nothing');
      lines.push(entry + ': ' + names.length + ' exports');
    }
    process.stdout.write(lines.join('\\n'));
  `;
  writeFileSync(join(directory, 'check-imports.mjs'), script);
  return runCommand(process.execPath, ['check-imports.mjs'], { cwd: directory, capture: true });
}

/**
 * Type-checks a tiny TypeScript file that imports every entry point, with the repository's `tsc`, strict and with
 * the shipped declaration files checked too (no skipLibCheck).
 * @param {string} directory
 * @param {string[]} entryPoints
 * @param {string} repositoryRoot where typescript and @types/node are installed
 */
export async function checkTypeScriptImports(directory, entryPoints, repositoryRoot) {
  const lines = entryPoints.map((entry, index) => `import * as entry${index} from '${entry}';`);
  lines.push(`export const exportCounts: number[] = [${entryPoints.map((_, index) => `Object.keys(entry${index}).length`).join(', ')}];`);
  writeFileSync(join(directory, 'check-types.ts'), `${lines.join('\n')}\n`);
  const tsconfig = {
    compilerOptions: {
      target: 'ES2023',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: ['node'],
      typeRoots: [join(repositoryRoot, 'node_modules/@types')],
    },
    files: ['check-types.ts'],
  };
  writeFileSync(join(directory, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`);
  await runCommand(process.execPath, [join(repositoryRoot, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: directory });
}
