import { existsSync, readFileSync } from 'node:fs';
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
  const explicit = options.path;
  const candidate = explicit ?? `${options.cwd}/modelgate.yaml`;
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
