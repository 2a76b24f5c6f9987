import { FORMAT_IDS } from '@modelgate/ir';
import type { ConfigReader } from './config-reader.js';
import type { ProviderConfig, ProviderKind } from './gateway-config.js';

const KINDS: readonly ProviderKind[] = [...FORMAT_IDS, 'demo'];
const PROVIDER_KEYS = ['kind', 'base_url', 'api_key', 'headers', 'timeouts', 'connections'];

/** The `providers` mapping: name → kind, base_url, api_key, headers, timeouts, connections. */
export function parseProvidersConfig(value: unknown, reader: ConfigReader): Record<string, ProviderConfig> {
  const providers: Record<string, ProviderConfig> = {};
  for (const [name, rawValue] of Object.entries(reader.object(value, 'providers'))) {
    const path = `providers.${name}`;
    const raw = reader.object(rawValue, path);
    reader.unknownKeys(raw, path, PROVIDER_KEYS);
    const kind = reader.requiredString(raw, 'kind', path);
    if (kind !== '' && !KINDS.includes(kind as ProviderKind)) reader.problems.push(`${path}.kind: ${JSON.stringify(kind)} is not one of ${KINDS.join(', ')}`);
    const baseUrl = reader.string(raw, 'base_url', path);
    if (kind !== 'demo' && kind !== '') {
      if (baseUrl === undefined) reader.problems.push(`${path}.base_url: is required for kind ${kind}`);
      else if (!/^https?:\/\/[^/]/.test(baseUrl)) reader.problems.push(`${path}.base_url: must start with http:// or https://, not ${JSON.stringify(baseUrl)}`);
    }
    const timeouts = reader.object(raw['timeouts'], `${path}.timeouts`);
    reader.unknownKeys(timeouts, `${path}.timeouts`, ['connect_ms', 'first_byte_ms', 'idle_ms']);
    providers[name] = {
      kind: kind as ProviderKind,
      baseUrl,
      apiKey: reader.string(raw, 'api_key', path),
      headers: reader.stringMap(raw, 'headers', path),
      timeouts: {
        connectMs: reader.number(timeouts, 'connect_ms', `${path}.timeouts`, 10_000, { integer: true, min: 1 }),
        firstByteMs: reader.number(timeouts, 'first_byte_ms', `${path}.timeouts`, 300_000, { integer: true, min: 1 }),
        idleMs: reader.number(timeouts, 'idle_ms', `${path}.timeouts`, 300_000, { integer: true, min: 1 }),
      },
      connections: reader.number(raw, 'connections', path, 1024, { integer: true, min: 1 }),
    };
  }
  return providers;
}
