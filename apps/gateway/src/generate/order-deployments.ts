import type { Deployment } from '../providers/deployment.js';

/**
 * The order in which to try a model's deployments: by priority (lowest first), and within one priority a weighted
 * random order, so traffic splits by weight and a failing deployment falls through to the next.
 */
export function orderDeployments(deployments: readonly Deployment[], random: () => number): Deployment[] {
  // One deployment (most models) has one order: no map, sort, copies or random draw per request.
  const [only] = deployments;
  if (deployments.length === 1 && only !== undefined) return [only];
  const byPriority = new Map<number, Deployment[]>();
  for (const deployment of deployments) {
    const group = byPriority.get(deployment.priority) ?? [];
    group.push(deployment);
    byPriority.set(deployment.priority, group);
  }
  const ordered: Deployment[] = [];
  for (const priority of [...byPriority.keys()].sort((a, b) => a - b)) {
    const remaining = [...(byPriority.get(priority) ?? [])];
    while (remaining.length > 0) {
      const total = remaining.reduce((sum, deployment) => sum + Math.max(0, deployment.weight), 0);
      let point = random() * total;
      let index = remaining.findIndex((deployment) => (point -= Math.max(0, deployment.weight)) < 0);
      if (index < 0) index = 0;
      ordered.push(...remaining.splice(index, 1));
    }
  }
  return ordered;
}
