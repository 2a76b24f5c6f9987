import type { GatewayConfig } from '../config/gateway-config.js';
import type { Deployment } from '../providers/deployment.js';
import type { Provider } from '../providers/provider.js';

/** Model ID → its deployments, from the config's `models[].deployments`. */
export function createDeploymentTable(config: GatewayConfig, providers: ReadonlyMap<string, Provider>): Map<string, Deployment[]> {
  const table = new Map<string, Deployment[]>();
  for (const model of config.models) {
    table.set(
      model.id,
      model.deployments.flatMap((deployment) => {
        const provider = providers.get(deployment.provider);
        return provider === undefined
          ? []
          : [{ name: `${deployment.provider}/${deployment.model}`, provider, upstreamModel: deployment.model, priority: deployment.priority, weight: deployment.weight, dropParams: model.dropParams, health: deployment.health }];
      }),
    );
  }
  return table;
}
