import { readFileSync } from 'node:fs';

/** The version of this package, from its package.json (two folders up from src/cli and from dist/cli alike). */
export function readGatewayVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  const version = typeof manifest === 'object' && manifest !== null ? (manifest as { version?: unknown }).version : undefined;
  return typeof version === 'string' ? version : 'unknown';
}
