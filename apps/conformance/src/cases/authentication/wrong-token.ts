import { createAuthCases } from './create-auth-cases.js';

/** 401 on every endpoint when the token is wrong (SPEC §5 rule 2). */
export const wrongTokenCases = createAuthCases('wrong-token', 'wrong-token', 'a wrong token', { reference: 'SPEC §5 rule 2' });
