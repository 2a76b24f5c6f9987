import type { AdminDeploymentHealth, AdminDeploymentHealthList } from '@modelgate/admin-api';
import type { AdminClient } from './admin-client.js';
import { formatRate } from './format-rate.js';
import { StatusMessage } from './status-message.js';
import { useAdminData } from './use-admin-data.js';

const shortTime = (time: string): string => time.replace('T', ' ').slice(0, 19);

function breaker(deployment: AdminDeploymentHealth): string {
  if (deployment.cooling_until !== null) return `cooling until ${shortTime(deployment.cooling_until)}`;
  if (deployment.state === 'open') return `open until ${shortTime(deployment.available_at)}`;
  return deployment.state === 'half_open' ? 'half open (probing)' : 'closed';
}

/** Every deployment once, with its circuit breaker in this gateway and the last hour's attempts over all its models. */
export function DeploymentsTable({ client }: { client: AdminClient }) {
  const deployments = useAdminData(() => client.get<AdminDeploymentHealthList>('/admin/deployments'), 'deployments');
  return (
    <>
      <StatusMessage error={deployments.error} />
      <table>
        <caption>Deployments: health in this gateway, attempts since {deployments.data?.since.replace('T', ' ').slice(0, 16) ?? '…'} UTC</caption>
        <thead><tr><th scope="col">Deployment</th><th scope="col">Models</th><th scope="col">Breaker</th><th scope="col" class="number">Failures in a row</th><th scope="col" class="number">Attempts</th><th scope="col" class="number">Failed</th><th scope="col" class="number">Error rate</th></tr></thead>
        <tbody>
          {(deployments.data?.data ?? []).map((deployment) => (
            <tr key={deployment.name}>
              <th scope="row">{deployment.name}</th>
              <td>{deployment.models.join(', ')}</td>
              <td class={deployment.state === 'closed' && deployment.cooling_until === null ? '' : 'bad'}>{breaker(deployment)}</td>
              <td class="number">{deployment.consecutive_failures}</td>
              <td class="number">{deployment.traffic.requests}</td>
              <td class="number">{deployment.traffic.errors}</td>
              <td class={`number${(deployment.traffic.error_rate ?? 0) > 0.05 ? ' bad' : ''}`}>{formatRate(deployment.traffic)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
