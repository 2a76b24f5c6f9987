import { createAuthCases } from './create-auth-cases.js';

/** 401 on every endpoint when the token is in the body, never accepted there (SPEC §5 rule 1). */
export const tokenInBodyCases = createAuthCases('token-in-body', 'token-in-body', 'the token only in the body');
