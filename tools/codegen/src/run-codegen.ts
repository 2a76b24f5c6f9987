// Run by `modelgate-codegen --package <name>` (each format package's `codegen` script):
// bundles openapi/gateway.openapi.yaml, keeps the operations tagged with the package and every schema they
// reach, and writes packages/<name>/src/generated/ (types and precompiled ajv validators). Nothing else is written.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { GATEWAY_DOCUMENT_PATH, REPOSITORY_ROOT } from './contract-paths.js';
import { generatePackage } from './generate-package.js';
import { loadBundledDocument } from './load-bundled-document.js';
import { readCodegenConfig } from './read-codegen-config.js';

const { values } = parseArgs({
  options: {
    package: { type: 'string' },
    root: { type: 'string', default: GATEWAY_DOCUMENT_PATH },
  },
});
if (!values.package || !/^[a-z0-9-]+$/.test(values.package)) {
  console.error('usage: modelgate-codegen --package <folder name under packages/> [--root <openapi root file>]');
  process.exit(2);
}
const packageDirectory = join(REPOSITORY_ROOT, 'packages', values.package);
const outputDirectory = join(packageDirectory, 'src', 'generated');

try {
  const config = await readCodegenConfig(join(packageDirectory, 'codegen.config.json'));
  const { document, problems } = await loadBundledDocument(resolve(values.root));
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) throw new Error(`the contract does not bundle:\n  ${errors.map((problem) => problem.message).join('\n  ')}`);
  const files = await generatePackage(document, config);
  await mkdir(outputDirectory, { recursive: true });
  for (const stale of await readdir(outputDirectory)) {
    if (!(stale in files)) await rm(join(outputDirectory, stale), { recursive: true });
  }
  let changed = 0;
  for (const [name, content] of Object.entries(files)) {
    const path = join(outputDirectory, name);
    const previous = await readFile(path, 'utf8').catch(() => undefined);
    if (previous === content) continue;
    await writeFile(path, content);
    changed += 1;
  }
  console.log(`codegen: packages/${values.package}/src/generated/ (${Object.keys(files).length} files, ${changed} changed)`);
} catch (error) {
  console.error(`codegen: packages/${values.package}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
