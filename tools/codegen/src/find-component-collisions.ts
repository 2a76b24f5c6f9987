import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parse } from 'yaml';

/** Component kinds that bundling hoists into one namespace (security schemes are referenced by name, not hoisted). */
const HOISTED_KINDS = ['schemas', 'responses', 'parameters', 'headers', 'requestBodies', 'examples', 'links', 'callbacks'];

export type ComponentCollision = { kind: string; name: string; files: string[] };

/**
 * Finds component names defined in more than one file of the split contract. Bundling would silently rename one
 * of them (`schemas-ChatError`), so a generated type or validator would check the wrong schema. The files are the
 * root and every file the root's `$ref`s name.
 */
export async function findComponentCollisions(rootPath: string): Promise<ComponentCollision[]> {
  const root = parse(await readFile(rootPath, 'utf8')) as unknown;
  const files = [rootPath, ...collectReferencedFiles(root, dirname(rootPath))];
  const definedIn = new Map<string, string[]>();
  for (const file of files) {
    const document = file === rootPath ? root : (parse(await readFile(file, 'utf8')) as unknown);
    const components = readObject(readObject(document)?.components);
    for (const kind of HOISTED_KINDS) {
      for (const name of Object.keys(readObject(components?.[kind]) ?? {})) {
        const key = `${kind}/${name}`;
        definedIn.set(key, [...(definedIn.get(key) ?? []), file]);
      }
    }
  }
  const collisions: ComponentCollision[] = [];
  for (const [key, inFiles] of definedIn) {
    if (inFiles.length < 2) continue;
    const [kind = '', name = ''] = key.split('/');
    collisions.push({ kind, name, files: inFiles });
  }
  return collisions;
}

function collectReferencedFiles(value: unknown, baseDirectory: string, found = new Set<string>()): string[] {
  if (Array.isArray(value)) for (const item of value) collectReferencedFiles(item, baseDirectory, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && !child.startsWith('#')) {
        const file = child.split('#')[0] ?? '';
        if (file !== '' && !/^[a-z]+:\/\//i.test(file)) found.add(resolve(baseDirectory, file));
      } else {
        collectReferencedFiles(child, baseDirectory, found);
      }
    }
  }
  return [...found].sort();
}

function readObject(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
