import { createAuthCases } from './create-auth-cases.js';

/** 401 on every endpoint when the token is in the URL, never accepted there (SPEC §5 rule 1). */
export const tokenInUrlCases = createAuthCases('token-in-url', 'token-in-url', 'the token only in the URL query', { reference: 'SPEC §5 rule 1' });
