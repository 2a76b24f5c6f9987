import type { AdminAccount, AdminAccountList } from '@modelgate/admin-api';
import { useState } from 'preact/hooks';
import type { AdminClient } from './admin-client.js';
import { StatusMessage } from './status-message.js';
import { TopUpDialog } from './top-up-dialog.js';
import { useAdminData } from './use-admin-data.js';

const PAGE = 50;

/** Accounts with their balances (credits): create, top up, suspend and resume; paged on the server. */
export function AccountsPage({ client }: { client: AdminClient }) {
  const [after, setAfter] = useState<string[]>([]);
  const cursor = after[after.length - 1];
  const accounts = useAdminData(() => client.get<AdminAccountList>('/admin/accounts', { limit: String(PAGE), after: cursor }), cursor ?? '');
  const [message, setMessage] = useState<{ error?: string; done?: string }>({});
  const act = async (work: () => Promise<string>) => {
    try {
      setMessage({ done: await work() });
      accounts.reload();
    } catch (error) {
      setMessage({ error: error instanceof Error ? error.message : String(error) });
    }
  };
  const create = (event: Event) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const balance = String(form.get('balance') ?? '');
    void act(async () => {
      const account = await client.send<AdminAccount>('POST', '/admin/accounts', { name: String(form.get('name') ?? ''), ...(balance === '' ? {} : { balance }) });
      (event.target as HTMLFormElement).reset();
      return `Created account ${account.name} with ${account.balance} credits.`;
    });
  };
  const [toppingUp, setToppingUp] = useState<AdminAccount | null>(null);
  const topUp = async (account: AdminAccount, amount: string, note: string) => {
    const after = await client.send<AdminAccount>('POST', `/admin/accounts/${account.id}/top-up`, { amount, ...(note === '' ? {} : { note }) });
    setToppingUp(null);
    setMessage({ done: `${account.name} now has ${after.balance} credits.` });
    accounts.reload();
  };
  const setStatus = (account: AdminAccount, status: 'active' | 'suspended') =>
    void act(async () => `${account.name} is ${(await client.send<AdminAccount>('PATCH', `/admin/accounts/${account.id}`, { status })).status}.`);
  return (
    <section aria-labelledby="accounts-heading">
      <form class="inline" onSubmit={create} aria-label="Create an account">
        <label>Name <input name="name" required /></label>
        <label>Balance (credits) <input name="balance" inputMode="decimal" pattern="\d+(\.\d{1,6})?" placeholder="0" /></label>
        <button type="submit">Create account</button>
      </form>
      <StatusMessage error={message.error ?? accounts.error} done={message.done} />
      <table>
        <caption id="accounts-heading">Accounts{accounts.loading ? ' (loading…)' : ''}</caption>
        <thead>
          <tr><th scope="col">Name</th><th scope="col">Status</th><th scope="col" class="number">Balance</th><th scope="col" class="number">Reserved</th><th scope="col">ID</th><th scope="col">Actions</th></tr>
        </thead>
        <tbody>
          {(accounts.data?.data ?? []).map((account) => (
            <tr key={account.id}>
              <th scope="row">{account.name}</th>
              <td>{account.status}</td>
              <td class="number">{account.balance}</td>
              <td class="number">{account.reserved}</td>
              <td><code>{account.id}</code></td>
              <td class="actions">
                <button type="button" onClick={() => setToppingUp(account)} aria-haspopup="dialog" aria-label={`Top up ${account.name}`}>Top up</button>
                {account.status === 'active'
                  ? <button type="button" class="secondary" onClick={() => setStatus(account, 'suspended')} aria-label={`Suspend ${account.name}`}>Suspend</button>
                  : <button type="button" class="secondary" onClick={() => setStatus(account, 'active')} aria-label={`Resume ${account.name}`}>Resume</button>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {toppingUp !== null && <TopUpDialog account={toppingUp} onTopUp={(amount, note) => topUp(toppingUp, amount, note)} onClose={() => setToppingUp(null)} />}
      <div class="pager">
        <button type="button" class="secondary" disabled={after.length === 0} onClick={() => setAfter(after.slice(0, -1))}>Previous</button>
        <button type="button" class="secondary" disabled={accounts.data?.next_cursor == null} onClick={() => accounts.data?.next_cursor != null && setAfter([...after, accounts.data.next_cursor])}>Next</button>
      </div>
    </section>
  );
}
