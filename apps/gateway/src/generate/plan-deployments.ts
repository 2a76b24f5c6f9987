import type { Deployment } from '../providers/deployment.js';
import { orderDeployments } from './order-deployments.js';

/**
 * The pipeline's first step: a model's deployments in the order to try them. A planner is a plain function so that a
 * health source (a circuit breaker, a cooldown) can wrap one and filter or reorder what it returns.
 */
export type DeploymentPlanner = (modelId: string) => readonly Deployment[];

/** The configured deployments of a model by priority, and within one priority in a weighted random order. */
export function createDeploymentPlanner(options: {
  deploymentsFor: (modelId: string) => readonly Deployment[];
  random: () => number;
}): DeploymentPlanner {
  return (modelId) => orderDeployments(options.deploymentsFor(modelId), options.random);
}
