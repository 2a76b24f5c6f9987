import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type GatewayMode = 'source' | 'dist';

/** apps/gateway, the folder this harness lives in. */
export const GATEWAY_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * `node … cli.js <args>`: from source through tsx and the @modelgate/source condition (no build needed, the default),
 * or from dist/ after `pnpm --filter @modelgate/gateway... build`.
 */
export function gatewayCommand(mode: GatewayMode, args: readonly string[]): { command: string; args: string[] } {
  if (mode === 'dist') return { command: process.execPath, args: [`${GATEWAY_DIR}dist/cli.js`, ...args] };
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { command: process.execPath, args: ['--conditions=@modelgate/source', '--import', tsxLoader, `${GATEWAY_DIR}src/cli.ts`, ...args] };
}
