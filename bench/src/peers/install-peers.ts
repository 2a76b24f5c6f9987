import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PEER_PACKAGES } from './peer-packages.js';

const run = promisify(execFile);

/** Where `--compare-peers` installs the peers without `--peers-dir`: kept between runs, so npm runs once. */
export function defaultPeersDirectory(): string {
  return join(tmpdir(), 'modelgate-bench-peers');
}

function installedVersion(directory: string, name: string): string | undefined {
  const manifest = join(directory, 'node_modules', name, 'package.json');
  if (!existsSync(manifest)) return undefined;
  const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { version?: unknown };
  return typeof parsed.version === 'string' ? parsed.version : undefined;
}

/** The `name@version` of every peer not yet installed at its exact version in `directory`. */
export function listMissingPeers(directory: string): string[] {
  return Object.values(PEER_PACKAGES)
    .filter((peer) => installedVersion(directory, peer.name) !== peer.version)
    .map((peer) => `${peer.name}@${peer.version}`);
}

/** Installs the peers with npm into `directory` unless they are there already; returns its `node_modules`. */
export async function installPeers(directory: string, log: (message: string) => void): Promise<string> {
  const missing = listMissingPeers(directory);
  if (missing.length === 0) {
    log(`peers already installed in ${directory}`);
  } else {
    mkdirSync(directory, { recursive: true });
    const manifest = join(directory, 'package.json');
    if (!existsSync(manifest)) writeFileSync(manifest, '{"name":"modelgate-bench-peers","private":true}\n');
    log(`installing ${missing.join(' ')} in ${directory} (npm) …`);
    await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...missing], { cwd: directory });
  }
  return join(directory, 'node_modules');
}
