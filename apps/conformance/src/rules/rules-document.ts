/** The file shipped in the package that states every rule and client fact a case's reference names. */
export const RULES_DOCUMENT = 'RULES.md';

/** The line a report gives its reader to look a reference up. */
export const RULES_DOCUMENT_NOTE = `Every reference (SPEC, PROTOCOLS, PEERS) is explained under its label in ${RULES_DOCUMENT}, in the @modelgate/conformance package.`;
