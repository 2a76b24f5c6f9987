import type { AdminAccount } from '@modelgate/admin-api';
import { useState } from 'preact/hooks';
import { Dialog } from './dialog.js';
import { StatusMessage } from './status-message.js';

/** Asks how many credits to add to an account (and an optional note), and adds them; stays open on an error. */
export function TopUpDialog({ account, onTopUp, onClose }: { account: AdminAccount; onTopUp: (amount: string, note: string) => Promise<void>; onClose: () => void }) {
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    setBusy(true);
    try {
      await onTopUp(String(form.get('amount') ?? '').trim(), String(form.get('note') ?? '').trim());
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : String(thrown));
      setBusy(false);
    }
  };
  return (
    <Dialog title={`Top up ${account.name}`} onClose={onClose}>
      <form class="dialog-form" onSubmit={(event) => void submit(event)}>
        <p>The balance is {account.balance} credits now.</p>
        <label>Credits to add <input name="amount" required autoFocus inputMode="decimal" pattern="\d+(\.\d{1,6})?" title="Credits, e.g. 10 or 2.5 (up to 6 decimals)" /></label>
        <label>Note (optional) <input name="note" placeholder="invoice 7" /></label>
        <StatusMessage error={error} />
        <div class="dialog-buttons">
          <button type="button" class="secondary" onClick={onClose}>Cancel</button>
          <button type="submit" disabled={busy}>Top up</button>
        </div>
      </form>
    </Dialog>
  );
}
