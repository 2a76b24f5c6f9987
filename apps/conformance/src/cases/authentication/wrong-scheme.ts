import { createAuthCases } from './create-auth-cases.js';

/** 401 on every endpoint when the header uses another scheme (SPEC §5). */
export const wrongSchemeCases = createAuthCases('wrong-scheme', 'wrong-scheme', 'a Basic scheme instead of Bearer', {
  reference: 'SPEC §5 rule 2 (the scheme is Bearer)',
  bearerOnly: true,
});
