import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { parseDocument } from 'yaml';
import { ConfigError } from './config-error.js';
import { DEFAULT_CONFIG_DOCUMENT } from './default-config-document.js';
import type { GatewayConfig } from './gateway-config.js';
import { parseConfig } from './parse-config.js';

export type LoadedConfig = {
  config: GatewayConfig;
  /** The file's absolute path, or a description of the built-in defaults. */
  source: string;
  /** True when no file was read: the built-in default configuration (SQLite + demo). */
  builtIn: boolean;
};

export type LoadConfigOptions = {
  path: string | undefined;
  cwd: string;
  env: Record<string, string | undefined>;
  /** The settings the caller uses (ParseConfigOptions.uses); absent: all, so every `${VARIABLE}` must be set. */
  uses?: readonly string[];
};

/**
 * The configuration from `--config <file>`, else ./modelgate.yaml when present, else the built-in defaults
 * (SQLite + demo). YAML syntax errors name the line; everything else is checked by parseConfig. A relative path in
 * the file (the SQLite store) is relative to the file's folder, so every command finds the same database whatever
 * its working directory; the built-in default's is relative to the working directory.
 */
export function loadConfig(options: LoadConfigOptions): LoadedConfig {
  const loaded = readConfig(options);
  const base = loaded.builtIn ? options.cwd : dirname(loaded.source);
  const { store } = loaded.config;
  if (store.kind === 'sqlite' && store.path !== '' && store.path !== ':memory:' && !isAbsolute(store.path)) store.path = resolve(base, store.path);
  return loaded;
}

function readConfig(options: LoadConfigOptions): LoadedConfig {
  const explicit = options.path;
  const candidate = explicit === undefined ? resolve(options.cwd, 'modelgate.yaml') : resolve(options.cwd, explicit);
  const parseOptions = options.uses === undefined ? {} : { uses: options.uses };
  if (explicit === undefined && !existsSync(candidate)) {
    const config = parseConfig(DEFAULT_CONFIG_DOCUMENT, options.env, 'the built-in default configuration', parseOptions);
    return { config, source: 'built-in defaults (SQLite + demo)', builtIn: true };
  }
  let text: string;
  try {
    text = readFileSync(candidate, 'utf8');
  } catch (error) {
    throw new ConfigError(candidate, [`cannot be read: ${error instanceof Error ? error.message : String(error)}`]);
  }
  const document = parseDocument(text);
  if (document.errors.length > 0) throw new ConfigError(candidate, document.errors.map((error) => error.message));
  return { config: parseConfig(document.toJS() as unknown, options.env, candidate, parseOptions), source: candidate, builtIn: false };
}
