import standaloneCode from 'ajv/dist/standalone/index.js';
import type { OpenAPIV3_1 } from 'openapi-types';
import { GENERATED_HEADER } from './contract-paths.js';
import { componentSchemaKey, createSchemaAjv } from './create-schema-ajv.js';

/** Export name → component schema name, e.g. `{ validateChatRequest: 'ChatRequest' }`. */
export type ValidatorEntryPoints = Record<string, string>;

/**
 * `validators.gen.ts`: ajv standalone code (compiled now, so nothing is compiled at start-up) with one exported
 * function per entry point, typed `GeneratedValidator`. ajv's runtime helpers are imported with explicit `.js`
 * paths so the file resolves under plain Node ESM, and unwrapped so CommonJS interop differences do not matter.
 */
export function generateValidators(document: OpenAPIV3_1.Document, entryPoints: ValidatorEntryPoints): string {
  const ajv = createSchemaAjv(document, { strict: false, standalone: true });
  const names = Object.keys(entryPoints).sort();
  const references: Record<string, string> = {};
  for (const name of names) {
    const schemaName = entryPoints[name] ?? '';
    if (!document.components?.schemas?.[schemaName]) throw new Error(`${name}: no component schema ${JSON.stringify(schemaName)}`);
    references[`${name}Compiled`] = componentSchemaKey(schemaName);
  }
  const code = rewriteRuntimeImports(standaloneCode.default(ajv, references));
  const typed = names.map((name) => `export const ${name}: GeneratedValidator = ${name}Compiled;`).join('\n');
  return [
    GENERATED_HEADER,
    '// @ts-nocheck',
    "import type { ErrorObject } from 'ajv';",
    '',
    '/** A precompiled ajv validator: returns whether `data` is valid and leaves the first error on `errors`. */',
    'export type GeneratedValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };',
    '',
    code.replace(/^"use strict";/, '').trim(),
    '',
    typed,
    '',
  ].join('\n');
}

const RUNTIME_REQUIRE = /^const (\w+) = require\("(ajv\/dist\/runtime\/[\w/]+)"\)\.default;$/gm;

/** `const f = require("ajv/dist/runtime/x").default;` → an ESM import of `x.js`, unwrapped whatever the interop. */
function rewriteRuntimeImports(code: string): string {
  const rewritten = code.replace(
    RUNTIME_REQUIRE,
    (_line, name: string, path: string) => `import ${name}Module from "${path}.js";\nconst ${name} = ${name}Module.default ?? ${name}Module;`,
  );
  if (/\brequire\(/.test(rewritten)) throw new Error('ajv emitted a require() that codegen does not know how to rewrite');
  return rewritten;
}
