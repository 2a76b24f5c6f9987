import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The built console (`apps/console/dist`, from the @modelgate/console package), or undefined when it is not built. */
export function findConsoleDirectory(): string | undefined {
  try {
    const directory = join(dirname(createRequire(import.meta.url).resolve('@modelgate/console/package.json')), 'dist');
    return existsSync(join(directory, 'index.html')) ? directory : undefined;
  } catch {
    return undefined;
  }
}
