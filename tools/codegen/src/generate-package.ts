import type { OpenAPIV3_1 } from 'openapi-types';
import { generateTypes } from './generate-types.js';
import { generateValidators } from './generate-validators.js';
import type { CodegenConfig } from './read-codegen-config.js';
import { selectPackageDocument } from './select-package-document.js';

/** The files of one package's `src/generated/`: file name → content. Pure; writes nothing. */
export async function generatePackage(document: OpenAPIV3_1.Document, config: CodegenConfig): Promise<Record<string, string>> {
  const selected = selectPackageDocument(document, { tag: config.tag, schemaNames: Object.values(config.validators) });
  return {
    'openapi.gen.ts': await generateTypes(selected),
    'validators.gen.ts': generateValidators(selected, config.validators),
  };
}
