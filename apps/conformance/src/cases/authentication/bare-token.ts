import { createAuthCases } from './create-auth-cases.js';

/** 401 on every endpoint when the header lacks the Bearer scheme (SPEC §5). */
export const bareTokenCases = createAuthCases('bare-token', 'bare-token', 'the token but no Bearer scheme', {
  reference: 'SPEC §5 rule 2 (the scheme is Bearer)',
  bearerOnly: true,
});
