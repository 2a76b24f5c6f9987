import { createAuthCases } from './create-auth-cases.js';

/**
 * 401 on every POST endpoint when the token is in the body, never accepted there (SPEC §5 rule 1). GET /v1/models
 * has no body, so there it would repeat the missing-header case.
 */
export const tokenInBodyCases = createAuthCases('token-in-body', 'token-in-body', 'the token only in the body', {
  reference: 'SPEC §5 rule 1',
  postOnly: true,
});
