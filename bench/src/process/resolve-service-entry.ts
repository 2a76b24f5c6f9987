import { fileURLToPath } from 'node:url';

export type ServiceEntry = { path: string; execArgv: string[] };

/**
 * A child entry next to this module: the compiled `.js` when the bench runs from dist/ (plain Node, so the floor's
 * memory is not inflated by a TypeScript loader, ~45 MiB with tsx), or the `.ts` under tsx when it runs from source.
 * `relative` is resolved from src/ (or dist/) and has no extension, e.g. `floor/floor-proxy-process`.
 */
export function resolveServiceEntry(relative: string): ServiceEntry {
  const fromSource = import.meta.url.endsWith('.ts');
  const url = new URL(`../${relative}.${fromSource ? 'ts' : 'js'}`, import.meta.url);
  return {
    path: fileURLToPath(url),
    execArgv: fromSource ? ['--import', import.meta.resolve('tsx'), '--conditions=@modelgate/source'] : [],
  };
}
