import { useEffect, useMemo, useState } from 'preact/hooks';
import { AccountsPage } from './accounts-page.js';
import { createAdminClient } from './admin-client.js';
import { LoginPage } from './login-page.js';
import { ModelsPage } from './models-page.js';
import { RequestsPage } from './requests-page.js';
import { TokensPage } from './tokens-page.js';
import { UsagePage } from './usage-page.js';

const PAGES = [
  ['accounts', 'Accounts'],
  ['tokens', 'Tokens'],
  ['models', 'Models'],
  ['usage', 'Usage'],
  ['requests', 'Requests'],
] as const;
type PageId = (typeof PAGES)[number][0];

const TOKEN_KEY = 'modelgate-admin-token';

function readRoute(): { page: PageId; search: string } {
  const [path = '', search = ''] = window.location.hash.replace(/^#\/?/, '').split('?');
  const page = PAGES.find(([id]) => id === path)?.[0] ?? 'accounts';
  return { page, search };
}

/** The console: a login gate, then one page per concern, picked by the address's #fragment (so pages can be linked). */
export function App() {
  const [token, setToken] = useState<string | null>(() => window.sessionStorage.getItem(TOKEN_KEY));
  const [route, setRoute] = useState(readRoute);
  useEffect(() => {
    const update = () => setRoute(readRoute());
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  const logOut = () => {
    window.sessionStorage.removeItem(TOKEN_KEY);
    setToken(null);
  };
  const client = useMemo(() => (token === null ? null : createAdminClient(token, logOut)), [token]);
  if (client === null) {
    return (
      <LoginPage
        onLogin={(value) => {
          window.sessionStorage.setItem(TOKEN_KEY, value);
          setToken(value);
        }}
      />
    );
  }
  const title = PAGES.find(([id]) => id === route.page)?.[1] ?? '';
  return (
    <div class="layout">
      <header>
        <span class="brand">ModelGate</span>
        <nav aria-label="Console">
          <ul>
            {PAGES.map(([id, label]) => (
              <li key={id}>
                <a href={`#/${id}`} aria-current={id === route.page ? 'page' : undefined}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" class="secondary" onClick={logOut}>Log out</button>
      </header>
      <main>
        <h1>{title}</h1>
        {route.page === 'accounts' && <AccountsPage client={client} />}
        {route.page === 'tokens' && <TokensPage client={client} />}
        {route.page === 'models' && <ModelsPage client={client} />}
        {route.page === 'usage' && <UsagePage client={client} />}
        {route.page === 'requests' && <RequestsPage client={client} search={route.search} />}
      </main>
    </div>
  );
}
