/** An admin API error as the console shows it: the message, and the field at fault when the API named one. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param: string | null,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

export type AdminClient = {
  get<T>(path: string, query?: Record<string, string | undefined>): Promise<T>;
  send<T>(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
};

function readError(status: number, body: unknown): AdminApiError {
  const error = typeof body === 'object' && body !== null ? (body as { error?: { message?: unknown; param?: unknown } }).error : undefined;
  const message = typeof error?.message === 'string' ? error.message : `The gateway answered ${status}.`;
  return new AdminApiError(status, message, typeof error?.param === 'string' ? error.param : null);
}

/** Calls the gateway's /admin API with the admin token the operator logged in with (never stored beyond the tab). */
export function createAdminClient(token: string, onUnauthorized: () => void): AdminClient {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.status === 401) onUnauthorized();
    if (!response.ok) throw readError(response.status, answer);
    return answer as T;
  };
  return {
    get(path, query = {}) {
      const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
      const text = search.toString();
      return call('GET', text === '' ? path : `${path}?${text}`);
    },
    send: (method, path, body) => call(method, path, body),
  };
}
