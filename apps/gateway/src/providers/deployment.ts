import type { DeploymentHealthSettings } from '../health/deployment-health-settings.js';
import type { Provider } from './provider.js';

/** One way to serve a model: a provider and the model name it knows, with routing priority and weight. */
export type Deployment = {
  /** `provider/upstream-model`, for logs. */
  name: string;
  provider: Provider;
  upstreamModel: string;
  /** Lower is tried first. */
  priority: number;
  /** Share of traffic among deployments of equal priority. */
  weight: number;
  /** The model's `drop_params`: `false` refuses a request whose translation would drop fields (default true). */
  dropParams?: boolean;
  /** Circuit breaker and 429 cooldown settings; the defaults when absent. */
  health?: DeploymentHealthSettings;
};
