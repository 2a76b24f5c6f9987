import { bundle, createConfig, type NormalizedProblem } from '@redocly/openapi-core';
import type { OpenAPIV3_1 } from 'openapi-types';

export type BundledDocument = {
  document: OpenAPIV3_1.Document;
  problems: NormalizedProblem[];
};

/**
 * Bundles the split contract into one document: every external `$ref` is pulled into the root's `components`
 * (named after the component it points at), local `$ref`s are kept. Reads only files; never throws on spec
 * problems, it returns them.
 */
export async function loadBundledDocument(rootPath: string): Promise<BundledDocument> {
  const config = await createConfig({ extends: [] });
  const result = await bundle({ ref: rootPath, config, dereference: false, removeUnusedComponents: false });
  return { document: result.bundle.parsed as OpenAPIV3_1.Document, problems: result.problems };
}
