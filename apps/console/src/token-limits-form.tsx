import type { AdminToken } from '@modelgate/admin-api';
import { readTokenForm } from './read-token-form.js';

/** Edits a token's models and limits; an emptied field removes that limit. */
export function TokenLimitsForm({ token, onSave, onCancel }: { token: AdminToken; onSave: (body: Record<string, unknown>) => void; onCancel: () => void }) {
  return (
    <form
      class="stacked compact"
      aria-label={`Limits of ${token.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(readTokenForm(new FormData(event.currentTarget), { clearEmpty: true }));
      }}
    >
      <label>Models <input name="models" defaultValue={token.models?.join(',') ?? ''} placeholder="all" /></label>
      <label>Quota (credits) <input name="quota" defaultValue={token.quota ?? ''} inputMode="decimal" /></label>
      <label>Per
        <select name="quota_period" aria-label="Quota per" defaultValue={token.quota_period ?? 'month'}><option value="month">month</option><option value="day">day</option><option value="lifetime">lifetime</option></select>
      </label>
      <label>Requests/min <input name="rpm" defaultValue={token.rpm === null ? '' : String(token.rpm)} inputMode="numeric" /></label>
      <label>Tokens/min <input name="tpm" defaultValue={token.tpm === null ? '' : String(token.tpm)} inputMode="numeric" /></label>
      <label>At once <input name="concurrency" defaultValue={token.concurrency === null ? '' : String(token.concurrency)} inputMode="numeric" /></label>
      <label>Expires <input name="expires_at" type="date" defaultValue={token.expires_at?.slice(0, 10) ?? ''} /></label>
      <button type="submit">Save</button>
      <button type="button" class="secondary" onClick={onCancel}>Cancel</button>
    </form>
  );
}
