import { useState } from 'preact/hooks';
import { StatusMessage } from './status-message.js';

/** Takes the admin token (server.admin_token), checks it against the admin API, and hands it to the console. */
export function LoginPage({ onLogin }: { onLogin: (token: string) => void }) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = async (event: Event) => {
    event.preventDefault();
    const response = await fetch('/admin/accounts?limit=1', { headers: { authorization: `Bearer ${token.trim()}` } });
    if (response.ok) onLogin(token.trim());
    else setError(response.status === 401 ? 'That is not the admin token (server.admin_token in modelgate.yaml). API tokens (mg-…) do not open the console.' : `The gateway answered ${response.status}.`);
  };
  return (
    <main class="login">
      <h1>ModelGate console</h1>
      <form onSubmit={(event) => void submit(event)}>
        <label for="admin-token">Admin token</label>
        <input id="admin-token" name="admin-token" type="password" autocomplete="current-password" required value={token} onInput={(event) => setToken(event.currentTarget.value)} />
        <button type="submit">Log in</button>
        <StatusMessage error={error} />
      </form>
    </main>
  );
}
