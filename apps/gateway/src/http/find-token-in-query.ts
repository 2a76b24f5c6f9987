const CREDENTIAL_PARAMETERS = new Set(['key', 'api_key', 'apikey', 'api-key', 'token', 'access_token', 'auth', 'authorization', 'bearer']);
const SECRET_LIKE = /^(mg|sk)-/;

/** The name of a query parameter that carries a credential, if any (SPEC §5 rule 1: tokens never go in a URL). */
export function findTokenInQuery(query: string): string | undefined {
  if (query === '') return undefined;
  for (const [name, value] of new URLSearchParams(query)) {
    if (CREDENTIAL_PARAMETERS.has(name.toLowerCase()) || SECRET_LIKE.test(value)) return name;
  }
  return undefined;
}
