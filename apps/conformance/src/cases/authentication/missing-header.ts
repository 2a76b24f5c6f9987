import { createAuthCases } from './create-auth-cases.js';

/** 401 on every endpoint when the header is missing (SPEC §5 rule 2). */
export const missingHeaderCases = createAuthCases('none', 'missing-header', 'no credentials at all', { reference: 'SPEC §5 rule 2' });
