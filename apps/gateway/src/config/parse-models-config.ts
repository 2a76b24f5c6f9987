import { parseCredits } from '@modelgate/core';
import type { ConfigReader } from './config-reader.js';
import type { ModelConfig } from './gateway-config.js';
import { parseDeploymentHealthConfig } from './parse-deployment-health-config.js';

const MODEL_KEYS = ['id', 'display_name', 'owned_by', 'deployments', 'pricing', 'default_max_output_tokens', 'max_output_tokens', 'codex_instructions', 'drop_params'];
const PRICING_KEYS = ['input', 'cached_input', 'cache_write_input', 'output'];

function readPrice(reader: ConfigReader, raw: Record<string, unknown>, key: string, path: string, fallback: number): number {
  const value = raw[key];
  if (value === undefined || value === null) return fallback;
  const micros = parseCredits(String(value));
  if (micros === null) {
    reader.problems.push(`${path}.${key}: must be credits per million tokens such as 2.5, not ${JSON.stringify(value)}`);
    return fallback;
  }
  return micros;
}

/** The `models` list: id, deployments (provider, model, priority, weight, health), pricing in credits per million tokens. */
export function parseModelsConfig(value: unknown, reader: ConfigReader, providerNames: readonly string[]): ModelConfig[] {
  if (!Array.isArray(value)) {
    reader.problems.push('models: must be a list (lines starting with "- id: …")');
    return [];
  }
  const seen = new Set<string>();
  return value.map((rawValue, index) => {
    const path = `models[${index}]`;
    const raw = reader.object(rawValue, path);
    reader.unknownKeys(raw, path, MODEL_KEYS);
    const id = reader.requiredString(raw, 'id', path);
    if (seen.has(id)) reader.problems.push(`${path}.id: ${JSON.stringify(id)} is listed twice`);
    seen.add(id);
    const rawDeployments = Array.isArray(raw['deployments']) ? raw['deployments'] : [];
    if (rawDeployments.length === 0) reader.problems.push(`${path}.deployments: needs at least one entry (- provider: <name>, model: <upstream model>)`);
    const deployments = rawDeployments.map((rawDeployment: unknown, position) => {
      const deploymentPath = `${path}.deployments[${position}]`;
      const deployment = reader.object(rawDeployment, deploymentPath);
      reader.unknownKeys(deployment, deploymentPath, ['provider', 'model', 'priority', 'weight', 'health']);
      const provider = reader.requiredString(deployment, 'provider', deploymentPath);
      if (provider !== '' && !providerNames.includes(provider)) {
        reader.problems.push(`${deploymentPath}.provider: ${JSON.stringify(provider)} is not defined under providers (defined: ${providerNames.join(', ') || 'none'})`);
      }
      return {
        provider,
        model: reader.string(deployment, 'model', deploymentPath) ?? id,
        priority: reader.number(deployment, 'priority', deploymentPath, 0, { integer: true }),
        weight: reader.number(deployment, 'weight', deploymentPath, 1, { min: 0 }),
        health: parseDeploymentHealthConfig(deployment['health'], reader, `${deploymentPath}.health`),
      };
    });
    const pricing = reader.object(raw['pricing'], `${path}.pricing`);
    reader.unknownKeys(pricing, `${path}.pricing`, PRICING_KEYS);
    const input = readPrice(reader, pricing, 'input', `${path}.pricing`, 0);
    const cacheWrite = pricing['cache_write_input'] === undefined ? undefined : readPrice(reader, pricing, 'cache_write_input', `${path}.pricing`, input);
    return {
      id,
      displayName: reader.string(raw, 'display_name', path),
      ownedBy: reader.string(raw, 'owned_by', path),
      deployments,
      pricing: {
        inputPerMillion: input,
        cachedInputPerMillion: readPrice(reader, pricing, 'cached_input', `${path}.pricing`, input),
        cacheWriteInputPerMillion: cacheWrite,
        outputPerMillion: readPrice(reader, pricing, 'output', `${path}.pricing`, 0),
      },
      defaultMaxOutputTokens: reader.number(raw, 'default_max_output_tokens', path, 4096, { integer: true, min: 1 }),
      maxOutputTokens: raw['max_output_tokens'] === undefined ? undefined : reader.number(raw, 'max_output_tokens', path, 128_000, { integer: true, min: 1 }),
      codexInstructions: reader.string(raw, 'codex_instructions', path),
      dropParams: reader.boolean(raw, 'drop_params', path, true),
    };
  });
}
