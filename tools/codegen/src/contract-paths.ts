import { fileURLToPath } from 'node:url';

/** The repository root, found from this file's place in tools/codegen/src. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The root document of the contract. */
export const GATEWAY_DOCUMENT_PATH = fileURLToPath(new URL('../../../openapi/gateway.openapi.yaml', import.meta.url));

/** Where `bundle` writes the bundled contract. */
export const BUNDLED_DOCUMENT_PATH = fileURLToPath(new URL('../../../openapi/dist/gateway.openapi.json', import.meta.url));

/** The first line of every generated file. */
export const GENERATED_HEADER = '// Generated from openapi/gateway.openapi.yaml by tools/codegen. Do not edit.';
