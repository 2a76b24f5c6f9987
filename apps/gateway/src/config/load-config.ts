import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { parseDocument } from 'yaml';
import { ConfigError } from './config-error.js';
import { DEFAULT_CONFIG_DOCUMENT } from './default-config-document.js';
import type { GatewayConfig } from './gateway-config.js';
import { parseConfig } from './parse-config.js';

export type LoadedConfig = { config: GatewayConfig; source: string };

/**
 * The configuration from `--config <file>`, else ./modelgate.yaml when present, else the built-in defaults
 * (SQLite + demo). YAML syntax errors name the line; everything else is checked by parseConfig.
 */
export function loadConfig(options: { path: string | undefined; cwd: string; env: Record<string, string | undefined> }): LoadedConfig {
  const loaded = readConfig(options);
  const { store } = loaded.config;
  // A relative SQLite path is relative to the working directory given (the shell's, for the CLI).
  if (store.kind === 'sqlite' && store.path !== ':memory:' && !isAbsolute(store.path)) store.path = resolve(options.cwd, store.path);
  return loaded;
}

function readConfig(options: { path: string | undefined; cwd: string; env: Record<string, string | undefined> }): LoadedConfig {
  const explicit = options.path;
  const candidate = explicit === undefined ? resolve(options.cwd, 'modelgate.yaml') : resolve(options.cwd, explicit);
  if (explicit === undefined && !existsSync(candidate)) {
    return { config: parseConfig(DEFAULT_CONFIG_DOCUMENT, options.env, 'the built-in default configuration'), source: 'built-in defaults (SQLite + demo)' };
  }
  let text: string;
  try {
    text = readFileSync(candidate, 'utf8');
  } catch (error) {
    throw new ConfigError(candidate, [`cannot be read: ${error instanceof Error ? error.message : String(error)}`]);
  }
  const document = parseDocument(text);
  if (document.errors.length > 0) throw new ConfigError(candidate, document.errors.map((error) => error.message));
  return { config: parseConfig(document.toJS() as unknown, options.env, candidate), source: candidate };
}
