import type { AdminRequestRecord, AdminRequestRecordList } from '@modelgate/admin-api';
import { useState } from 'preact/hooks';
import { AdminApiError, type AdminClient } from './admin-client.js';
import { AttemptsList } from './attempts-list.js';
import { StatusMessage } from './status-message.js';
import { useAdminData } from './use-admin-data.js';

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The request log, newest first and paged on the server, and a search by the request ID a user pasted from an error. */
export function RequestsPage({ client, search }: { client: AdminClient; search: string }) {
  const [id, setId] = useState(() => new URLSearchParams(search).get('id') ?? '');
  const [found, setFound] = useState<AdminRequestRecord | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState('');
  const [after, setAfter] = useState<string[]>([]);
  const cursor = after[after.length - 1];
  const list = useAdminData(() => client.get<AdminRequestRecordList>('/admin/requests', { outcome: outcome || undefined, limit: '50', after: cursor }), `${outcome}/${cursor ?? ''}`);
  const find = async (event: Event) => {
    event.preventDefault();
    try {
      setFound(await client.get<AdminRequestRecord>(`/admin/requests/${encodeURIComponent(id.trim())}`));
      setError(undefined);
    } catch (thrown) {
      setFound(null);
      setError(thrown instanceof AdminApiError ? thrown.message : String(thrown));
    }
  };
  return (
    <section>
      <form class="inline" role="search" onSubmit={(event) => void find(event)}>
        <label>Request ID <input name="request-id" value={id} onInput={(event) => setId(event.currentTarget.value)} placeholder="req_…" required /></label>
        <button type="submit">Find</button>
      </form>
      <StatusMessage error={error ?? list.error} />
      {found !== null && (
        <article class="record" aria-label={`Request ${found.request_id}`}>
          <h2>Request <code>{found.request_id}</code></h2>
          <dl>
            <dt>Started</dt><dd>{found.created_at}</dd>
            <dt>Status</dt><dd data-testid="record-status">{found.status ?? 'no answer (client left)'}</dd>
            <dt>Model</dt><dd>{found.model_id ?? '—'}</dd>
            <dt>Deployment</dt><dd>{text(found.record['deployment']) || '—'}</dd>
            <dt>Account / token</dt><dd>{text(found.record['account']) || '—'} / <code>{text(found.record['tokenPrefix']) || '—'}</code></dd>
            <dt>Cost (micro-credits)</dt><dd>{text(found.record['cost']) || '—'}</dd>
          </dl>
          <h3>Attempts</h3>
          <AttemptsList record={found.record} />
          <details open>
            <summary>The whole record</summary>
            <pre>{JSON.stringify(found.record, null, 2)}</pre>
          </details>
        </article>
      )}
      <label class="filter">Show <select aria-label="Show" value={outcome} onChange={(event) => { setAfter([]); setOutcome(event.currentTarget.value); }}>
        <option value="">every request</option><option value="failed">failed requests</option><option value="ok">answered requests</option>
      </select></label>
      <table>
        <caption>Recent requests{list.loading ? ' (loading…)' : ''}</caption>
        <thead><tr><th scope="col">Request</th><th scope="col">Started</th><th scope="col" class="number">Status</th><th scope="col">Model</th><th scope="col">Account</th><th scope="col">Deployment</th><th scope="col" class="number">ms</th></tr></thead>
        <tbody>
          {(list.data?.data ?? []).map((each) => (
            <tr key={each.request_id}>
              <th scope="row"><a href={`#/requests?id=${each.request_id}`} onClick={() => { setId(each.request_id); setFound(each); }}><code>{each.request_id}</code></a></th>
              <td>{each.created_at.replace('T', ' ').slice(0, 19)}</td>
              <td class="number">{each.status ?? '—'}</td>
              <td>{each.model_id ?? '—'}</td>
              <td>{text(each.record['account'])}</td>
              <td>{text(each.record['deployment'])}</td>
              <td class="number">{text(each.record['latencyMs'])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div class="pager">
        <button type="button" class="secondary" disabled={after.length === 0} onClick={() => setAfter(after.slice(0, -1))}>Newer</button>
        <button type="button" class="secondary" disabled={list.data?.next_cursor == null} onClick={() => list.data?.next_cursor != null && setAfter([...after, list.data.next_cursor])}>Older</button>
      </div>
    </section>
  );
}
