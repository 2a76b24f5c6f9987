import { Ajv2020 } from 'ajv/dist/2020.js';
import type { OpenAPIV3_1 } from 'openapi-types';

/** The `$id` of the schema resource that holds the document's component schemas under `$defs`. */
export const DOCUMENT_SCHEMA_ID = 'https://modelgate.dev/openapi/gateway.json';

/** OpenAPI keywords that may sit inside a Schema Object and mean nothing to validation. */
const OPENAPI_SCHEMA_KEYWORDS = ['example', 'externalDocs', 'xml'];

export type SchemaAjvOptions = {
  /** Lint mode: reject unknown keywords (typos such as `requried`) except OpenAPI's own and `x-*`. */
  strict: boolean;
  /** Emit code for `standaloneCode` (codegen mode). */
  standalone?: boolean;
  /** `x-*` extension keywords used in the document (needed in strict mode). */
  extensionKeywords?: string[];
};

/**
 * The ajv instance both lint and codegen use: JSON Schema 2020-12 (OpenAPI 3.1), OpenAPI `discriminator`
 * (without `mapping`), formats not checked, and the first error only (fast path for valid bodies).
 */
export function createSchemaAjv(document: OpenAPIV3_1.Document, options: SchemaAjvOptions): Ajv2020 {
  const ajv = new Ajv2020({
    strict: options.strict,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    allErrors: false,
    discriminator: true,
    validateFormats: false,
    validateSchema: false,
    logger: false,
    inlineRefs: false,
    code: options.standalone ? { source: true, esm: true, lines: true } : {},
  });
  if (options.strict) ajv.addVocabulary([...OPENAPI_SCHEMA_KEYWORDS, ...(options.extensionKeywords ?? [])]);
  else ajv.addVocabulary(OPENAPI_SCHEMA_KEYWORDS);
  const schemas = rewriteComponentRefs(document.components?.schemas ?? {});
  // Generated code embeds the schemas; documentation keywords only make it bigger.
  ajv.addSchema({ $id: DOCUMENT_SCHEMA_ID, $defs: options.standalone ? stripDocumentation(schemas) : schemas });
  return ajv;
}

/** A deep copy with every `#/components/schemas/X` ref turned into `#/$defs/X`, the place ajv keeps them. */
function rewriteComponentRefs<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, child: unknown) =>
    key === '$ref' && typeof child === 'string' && child.startsWith(COMPONENT_REF_PREFIX)
      ? `#/$defs/${child.slice(COMPONENT_REF_PREFIX.length)}`
      : child,
  ) as T;
}

const COMPONENT_REF_PREFIX = '#/components/schemas/';

const DOCUMENTATION_KEYWORDS = new Set(['description', 'title', 'example', 'examples', 'externalDocs', 'xml', '$comment']);

/**
 * A copy without documentation keywords. Only keywords in schema position are removed: an object property that
 * happens to be named `description` (a key under `properties`) is kept.
 */
function stripDocumentation(value: unknown, inProperties = false): unknown {
  if (Array.isArray(value)) return value.map((item) => stripDocumentation(item));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (!inProperties && DOCUMENTATION_KEYWORDS.has(key)) continue;
    if (!inProperties && (key === 'const' || key === 'enum' || key === 'default')) copy[key] = child;
    else copy[key] = stripDocumentation(child, !inProperties && isSchemaMapKeyword(key));
  }
  return copy;
}

function isSchemaMapKeyword(key: string): boolean {
  return key === 'properties' || key === 'patternProperties' || key === '$defs' || key === 'dependentSchemas';
}

/** The ajv key of a component schema of the bundled document (component names are plain identifiers). */
export function componentSchemaKey(name: string): string {
  return `${DOCUMENT_SCHEMA_ID}#/$defs/${name}`;
}
