import { readFile } from 'node:fs/promises';
import type { ValidatorEntryPoints } from './generate-validators.js';

/** `packages/<name>/codegen.config.json`. */
export type CodegenConfig = {
  /** The operations tag that selects the package's part of the contract. */
  tag: string;
  /** Exported validator name → component schema name. */
  validators: ValidatorEntryPoints;
};

/** Reads and checks a package's codegen config; throws with the file name on any problem. */
export async function readCodegenConfig(path: string): Promise<CodegenConfig> {
  const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
  if (parsed === null || typeof parsed !== 'object') throw new Error(`${path}: must be a JSON object`);
  const { tag, validators } = parsed as Record<string, unknown>;
  if (typeof tag !== 'string' || tag === '') throw new Error(`${path}: "tag" must be a non-empty string`);
  if (validators === null || typeof validators !== 'object' || Array.isArray(validators)) {
    throw new Error(`${path}: "validators" must map validator names to schema names`);
  }
  const entries = Object.entries(validators);
  for (const [name, schemaName] of entries) {
    if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`${path}: ${JSON.stringify(name)} is not a JavaScript identifier`);
    if (typeof schemaName !== 'string') throw new Error(`${path}: validators.${name} must be a schema name`);
  }
  return { tag, validators: Object.fromEntries(entries) as ValidatorEntryPoints };
}
