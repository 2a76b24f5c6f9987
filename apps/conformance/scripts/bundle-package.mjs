#!/usr/bin/env node
// Bundles the published entry points (dist/index.js, dist/cli.js) with the workspace packages they import
// (@modelgate/openai-chat, -responses, anthropic-messages: their validators; @modelgate/ir: the SSE parser), so the
// packed package installs from npm alone; its npm dependencies (ajv, undici) stay imports. Runs after
// `tsc -p tsconfig.build.json`, which keeps emitting the declarations. esbuild, because tsc does not bundle and the
// workspace packages are not on npm.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const manifest = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
await build({
  entryPoints: { index: 'src/index.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: Object.keys(manifest.dependencies ?? {}),
  conditions: ['@modelgate/source'],
  // The bundled CommonJS-free code still needs `require` for nothing; keep node: builtins as imports.
  logLevel: 'warning',
});
