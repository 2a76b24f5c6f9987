import type { AdminModelList } from '@modelgate/admin-api';
import type { AdminClient } from './admin-client.js';
import { DeploymentsTable } from './deployments-table.js';
import { formatRate as rate } from './format-rate.js';
import { StatusMessage } from './status-message.js';
import { useAdminData } from './use-admin-data.js';

/** The configured models and their deployments with the last hour's requests and error rates, then each deployment's health. */
export function ModelsPage({ client }: { client: AdminClient }) {
  const models = useAdminData(() => client.get<AdminModelList>('/admin/models'), 'models');
  return (
    <section>
      <StatusMessage error={models.error} />
      <table>
        <caption>Models and deployments, since {models.data?.since.replace('T', ' ').slice(0, 16) ?? '…'} UTC</caption>
        <thead><tr><th scope="col">Model / deployment</th><th scope="col" class="number">Priority</th><th scope="col" class="number">Weight</th><th scope="col" class="number">Requests</th><th scope="col" class="number">5xx</th><th scope="col" class="number">Error rate</th></tr></thead>
        {(models.data?.data ?? []).map((model) => (
          <tbody key={model.id}>
            <tr class="group">
              <th scope="row">{model.id}</th><td /><td />
              <td class="number">{model.traffic.requests}</td><td class="number">{model.traffic.errors}</td><td class="number">{rate(model.traffic)}</td>
            </tr>
            {model.deployments.map((deployment) => (
              <tr key={deployment.name}>
                <th scope="row" class="indent">{deployment.name}</th>
                <td class="number">{deployment.priority}</td><td class="number">{deployment.weight}</td>
                <td class="number">{deployment.traffic.requests}</td><td class="number">{deployment.traffic.errors}</td>
                <td class={`number${(deployment.traffic.error_rate ?? 0) > 0.05 ? ' bad' : ''}`}>{rate(deployment.traffic)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      <DeploymentsTable client={client} />
    </section>
  );
}
