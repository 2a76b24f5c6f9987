import { createConfig, lint, type NormalizedProblem } from '@redocly/openapi-core';
import type { OpenAPIV3_1 } from 'openapi-types';
import { componentSchemaKey, createSchemaAjv } from './create-schema-ajv.js';
import { findComponentCollisions } from './find-component-collisions.js';
import { loadBundledDocument } from './load-bundled-document.js';

export type LintProblem = { severity: 'error' | 'warn'; message: string; location?: string };

/** Redocly's recommended rules, made stricter where a slip would reach clients. */
const LINT_RULES = {
  'no-unresolved-refs': 'error',
  struct: 'error',
  'security-defined': 'error',
  'operation-operationId': 'error',
  'operation-operationId-unique': 'error',
  'operation-summary': 'error',
  'operation-4xx-response': 'error',
  'operation-2xx-response': 'error',
  'operation-tag-defined': 'error',
  'no-invalid-schema-examples': 'error',
  'no-invalid-media-type-examples': 'error',
  'no-server-example.com': 'off',
  'no-empty-servers': 'off',
  'info-license-url': 'off',
} as const;

/**
 * Lints the contract: redocly's rules on the split files (unresolved refs, structure, security, operations), no
 * component name defined in two files (bundling would rename one silently), then
 * every component schema of the bundle is checked against the JSON Schema 2020-12 meta-schema and compiled by ajv
 * in strict mode (unknown keywords such as a misspelt `requried` are errors). Returns every problem found.
 */
export async function lintOpenapi(rootPath: string): Promise<LintProblem[]> {
  const config = await createConfig({ extends: ['recommended'], rules: LINT_RULES });
  const problems: LintProblem[] = (await lint({ ref: rootPath, config })).map(toLintProblem);
  if (problems.some((problem) => problem.severity === 'error')) return problems;
  for (const collision of await findComponentCollisions(rootPath)) {
    problems.push({
      severity: 'error',
      message: `component-name-collision: ${collision.kind} ${JSON.stringify(collision.name)} is defined in ${collision.files.length} files; prefix it with its format`,
      location: collision.files.join(', '),
    });
  }
  if (problems.some((problem) => problem.severity === 'error')) return problems;
  const { document, problems: bundleProblems } = await loadBundledDocument(rootPath);
  problems.push(...bundleProblems.map(toLintProblem));
  problems.push(...checkComponentSchemas(document));
  return problems;
}

function toLintProblem(problem: NormalizedProblem): LintProblem {
  const location = problem.location[0];
  return {
    severity: problem.severity === 'error' ? 'error' : 'warn',
    message: `${problem.ruleId}: ${problem.message}`,
    location: location ? `${location.source.absoluteRef}${location.pointer ?? ''}` : undefined,
  };
}

function checkComponentSchemas(document: OpenAPIV3_1.Document): LintProblem[] {
  const schemas = document.components?.schemas ?? {};
  const ajv = createSchemaAjv(document, { strict: true, extensionKeywords: collectExtensionKeywords(schemas) });
  const problems: LintProblem[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    const location = `#/components/schemas/${name}`;
    for (const pointer of findUntypedDiscriminators(schema, '')) {
      problems.push({ severity: 'error', message: `discriminator-needs-object-type: ${pointer || '/'} has a discriminator but not \`type: object\` (ajv would accept non-objects)`, location });
    }
    if (!ajv.validateSchema(schema)) {
      for (const error of ajv.errors ?? []) {
        problems.push({ severity: 'error', message: `invalid-schema: ${error.instancePath || '/'} ${error.message ?? ''}`, location });
      }
      continue;
    }
    try {
      ajv.getSchema(componentSchemaKey(name));
    } catch (error) {
      problems.push({ severity: 'error', message: `invalid-schema: ${error instanceof Error ? error.message : String(error)}`, location });
    }
  }
  return problems;
}

function findUntypedDiscriminators(value: unknown, pointer: string): string[] {
  if (value === null || typeof value !== 'object') return [];
  const found: string[] = [];
  const record = value as Record<string, unknown>;
  if (!Array.isArray(value) && 'discriminator' in record && record.type !== 'object') found.push(pointer);
  for (const [key, child] of Object.entries(record)) found.push(...findUntypedDiscriminators(child, `${pointer}/${key}`));
  return found;
}

function collectExtensionKeywords(value: unknown, found = new Set<string>()): string[] {
  if (Array.isArray(value)) for (const item of value) collectExtensionKeywords(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith('x-')) found.add(key);
      collectExtensionKeywords(child, found);
    }
  }
  return [...found].sort();
}
