import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3 } from 'openapi-typescript';
import type { OpenAPIV3_1 } from 'openapi-types';
import { GENERATED_HEADER } from './contract-paths.js';

/** `openapi.gen.ts`: openapi-typescript's `paths`, `components` and `operations` for a package's document. */
export async function generateTypes(document: OpenAPIV3_1.Document): Promise<string> {
  const nodes = await openapiTS(withoutDiscriminators(document) as unknown as OpenAPI3, {
    silent: true,
    alphabetize: false,
    exportType: false,
    // An object schema with no properties (a JSON Schema, metadata) is any object, not an empty one.
    emptyObjectsUnknown: true,
  });
  return `${GENERATED_HEADER}\n${astToString(nodes)}`;
}

/**
 * A copy without `discriminator` objects. openapi-typescript types a branch's tag as the schema's name when a
 * discriminator has no `mapping`; without the discriminator each branch's own `const` gives the right literal
 * (`role: "system"`), and the union stays a union.
 */
function withoutDiscriminators(document: OpenAPIV3_1.Document): unknown {
  return JSON.parse(JSON.stringify(document), (key, value: unknown) => (key === 'discriminator' ? undefined : value));
}
