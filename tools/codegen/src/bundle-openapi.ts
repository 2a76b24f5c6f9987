// The `bundle` and `lint` scripts of @modelgate/openapi:
//   tsx tools/codegen/src/bundle-openapi.ts [--lint-only] [--root <file>] [--out <file>]
// Lints the contract and, unless --lint-only, writes the bundled document as JSON. Exits 1 on any lint error.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BUNDLED_DOCUMENT_PATH, GATEWAY_DOCUMENT_PATH } from './contract-paths.js';
import { lintOpenapi } from './lint-openapi.js';
import { loadBundledDocument } from './load-bundled-document.js';
import { stringifyDocument } from './stringify-document.js';

const { values } = parseArgs({
  options: {
    'lint-only': { type: 'boolean', default: false },
    root: { type: 'string', default: GATEWAY_DOCUMENT_PATH },
    out: { type: 'string', default: BUNDLED_DOCUMENT_PATH },
  },
});
const rootPath = resolve(values.root);
const problems = await lintOpenapi(rootPath);
for (const problem of problems) {
  console.error(`${problem.severity}: ${problem.message}${problem.location ? `\n    at ${problem.location}` : ''}`);
}
const errorCount = problems.filter((problem) => problem.severity === 'error').length;
if (errorCount > 0) {
  console.error(`openapi: ${errorCount} lint error(s) in ${relative(process.cwd(), rootPath)}`);
  process.exit(1);
}
if (values['lint-only']) {
  console.log(`openapi: ${relative(process.cwd(), rootPath)} is valid (${problems.length} warning(s))`);
} else {
  const { document } = await loadBundledDocument(rootPath);
  const outPath = resolve(values.out);
  await mkdir(dirname(outPath), { recursive: true });
  await writeFile(outPath, stringifyDocument(document));
  console.log(`openapi: wrote ${relative(process.cwd(), outPath)}`);
}
