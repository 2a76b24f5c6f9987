import type { AdminCreatedToken, AdminToken, AdminTokenList } from '@modelgate/admin-api';
import { useState } from 'preact/hooks';
import type { AdminClient } from './admin-client.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { readTokenForm } from './read-token-form.js';
import { StatusMessage } from './status-message.js';
import { TokenLimitsForm } from './token-limits-form.js';
import { useAdminData } from './use-admin-data.js';

function describeLimits(token: AdminToken): string {
  const parts: string[] = [];
  if (token.quota !== null) parts.push(`quota ${token.quota}/${token.quota_period ?? 'month'}`);
  if (token.rpm !== null) parts.push(`${token.rpm} rpm`);
  if (token.tpm !== null) parts.push(`${token.tpm} tpm`);
  if (token.concurrency !== null) parts.push(`${token.concurrency} at once`);
  if (token.expires_at !== null) parts.push(`expires ${token.expires_at.slice(0, 10)}`);
  return parts.join(', ') || 'no limits';
}

/** Tokens shown at once; the rest a page at a time, searched and filtered by the gateway, so 10,000 tokens load as fast as 50. */
const PAGE_SIZE = 50;

/** Tokens: issue one (its secret shown once), change its limits, revoke it; find one by account, name or prefix. */
export function TokensPage({ client }: { client: AdminClient }) {
  const [filter, setFilter] = useState({ account: '', name: '' });
  // The `next_cursor` of each page before the one shown: the last is this page's `after`.
  const [cursors, setCursors] = useState<string[]>([]);
  const after = cursors[cursors.length - 1];
  const tokens = useAdminData(
    () => client.get<AdminTokenList>('/admin/tokens', { account: filter.account || undefined, name: filter.name || undefined, after, limit: String(PAGE_SIZE) }),
    `${filter.account}\u0000${filter.name}\u0000${after ?? ''}`,
  );
  const search = (event: Event) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget as HTMLFormElement);
    setFilter({ account: String(data.get('account') ?? '').trim(), name: String(data.get('name') ?? '').trim() });
    setCursors([]);
  };
  const [created, setCreated] = useState<AdminCreatedToken | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [message, setMessage] = useState<{ error?: string; done?: string }>({});
  const act = async (work: () => Promise<string>) => {
    try {
      setMessage({ done: await work() });
      tokens.reload();
    } catch (error) {
      setMessage({ error: error instanceof Error ? error.message : String(error) });
    }
  };
  const create = (event: Event) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const data = new FormData(form);
    void act(async () => {
      const answer = await client.send<AdminCreatedToken>('POST', '/admin/tokens', { account: String(data.get('account') ?? ''), ...readTokenForm(data, { clearEmpty: false }) });
      setCreated(answer);
      form.reset();
      return `Issued token ${answer.token.prefix}… (${answer.token.name}).`;
    });
  };
  const [revoking, setRevoking] = useState<AdminToken | null>(null);
  const revoke = async (token: AdminToken) => {
    const revoked = await client.send<AdminToken>('DELETE', `/admin/tokens/${token.id}`);
    setRevoking(null);
    setMessage({ done: `Revoked ${revoked.name} (${revoked.prefix}…).` });
    tokens.reload();
  };
  return (
    <section>
      <form class="stacked" onSubmit={create} aria-label="Issue a token">
        <label>Account <input name="account" required aria-label="Account" placeholder="name or ID" /></label>
        <label>Name <input name="name" /></label>
        <label>Models <input name="models" placeholder="all, or gpt-4o,claude-sonnet" /></label>
        <label>Quota (credits) <input name="quota" inputMode="decimal" /></label>
        <label>Per
          <select name="quota_period" aria-label="Quota per"><option value="month">month</option><option value="day">day</option><option value="lifetime">lifetime</option></select>
        </label>
        <label>Requests/min <input name="rpm" inputMode="numeric" /></label>
        <label>Tokens/min <input name="tpm" inputMode="numeric" /></label>
        <label>At once <input name="concurrency" inputMode="numeric" /></label>
        <label>Expires <input name="expires_at" type="date" /></label>
        <button type="submit">Issue token</button>
      </form>
      {created !== null && (
        <div class="secret" role="region" aria-label="New token secret">
          <p>The secret of <strong>{created.token.name}</strong> is shown this once; copy it now.</p>
          <output data-testid="token-secret">{created.secret}</output>
          <button type="button" class="secondary" onClick={() => void navigator.clipboard?.writeText(created.secret)}>Copy</button>
          <button type="button" class="secondary" onClick={() => setCreated(null)}>Done</button>
        </div>
      )}
      <StatusMessage error={message.error ?? tokens.error} done={message.done} />
      <form class="inline filter" role="search" aria-label="Find tokens" onSubmit={search}>
        <label>Show the tokens of <input name="account" aria-label="Show the tokens of" placeholder="every account (name or ID)" /></label>
        <label>Name or prefix <input name="name" type="search" aria-label="Name or prefix" /></label>
        <button type="submit" class="secondary">Find</button>
      </form>
      <table>
        <caption>Tokens{tokens.loading ? ' (loading…)' : ''}</caption>
        <thead>
          <tr><th scope="col">Name</th><th scope="col">Prefix</th><th scope="col">Status</th><th scope="col">Models</th><th scope="col">Limits</th><th scope="col">Actions</th></tr>
        </thead>
        <tbody>
          {(tokens.data?.data ?? []).map((token) => (
            <tr key={token.id}>
              <th scope="row">{token.name}</th>
              <td><code>{token.prefix}</code></td>
              <td>{token.status}</td>
              <td>{token.models?.join(', ') ?? 'all'}</td>
              <td>
                {describeLimits(token)}
                {editing === token.id && (
                  <TokenLimitsForm token={token} onCancel={() => setEditing(null)} onSave={(body) => void act(async () => {
                    await client.send<AdminToken>('PATCH', `/admin/tokens/${token.id}`, body);
                    setEditing(null);
                    return `Saved the limits of ${token.name}.`;
                  })} />
                )}
              </td>
              <td class="actions">
                {token.status === 'active' && <button type="button" class="secondary" onClick={() => setEditing(token.id)} aria-label={`Edit limits of ${token.name}`}>Edit limits</button>}
                {token.status === 'active' && <button type="button" class="danger" onClick={() => setRevoking(token)} aria-haspopup="dialog" aria-label={`Revoke ${token.name}`}>Revoke</button>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav class="inline pages" aria-label="Token pages">
        <button type="button" class="secondary" disabled={cursors.length === 0} onClick={() => setCursors(cursors.slice(0, -1))}>Previous {PAGE_SIZE}</button>
        <span>Page {cursors.length + 1}</span>
        <button type="button" class="secondary" disabled={(tokens.data?.next_cursor ?? null) === null} onClick={() => {
          const next = tokens.data?.next_cursor;
          if (next !== undefined && next !== null) setCursors([...cursors, next]);
        }}>Next {PAGE_SIZE}</button>
      </nav>
      {revoking !== null && (
        <ConfirmDialog title={`Revoke ${revoking.name}?`} confirmLabel="Revoke token" onConfirm={() => revoke(revoking)} onClose={() => setRevoking(null)}>
          <p>Requests with <code>{revoking.prefix}…</code> are refused at once; its usage history stays. A revoked token cannot be used again.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
