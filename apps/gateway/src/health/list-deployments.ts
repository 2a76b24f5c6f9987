import type { Deployment } from '../providers/deployment.js';

export type ConfiguredDeployment = { deployment: Deployment; models: string[] };

/** Every configured deployment once (by name), with the models it serves, in config order. */
export function listDeployments(modelIds: readonly string[], deploymentsFor: (modelId: string) => readonly Deployment[]): ConfiguredDeployment[] {
  const byName = new Map<string, ConfiguredDeployment>();
  for (const modelId of modelIds) {
    for (const deployment of deploymentsFor(modelId)) {
      const entry = byName.get(deployment.name);
      if (entry === undefined) byName.set(deployment.name, { deployment, models: [modelId] });
      else if (!entry.models.includes(modelId)) entry.models.push(modelId);
    }
  }
  return [...byName.values()];
}
