/** The file shipped in the package that states every rule and client fact a case's reference names. */
export const RULES_DOCUMENT = 'RULES.md';
