import type { ErrorInput } from '@modelgate/ir';
// The three format packages declare the same ValidationIssue (ARCHITECTURE.md); one of them names it.
import type { ValidationIssue } from '@modelgate/openai-chat';

/**
 * The port through which the gateway uses a format package (@modelgate/openai-chat, -responses,
 * anthropic-messages): the names are those of docs/ARCHITECTURE.md, so each package's exports plug in as they are.
 */
export type { ValidationIssue };
export type ValidationResult = { ok: true; value: unknown } | { ok: false; issues: ValidationIssue[] };

export type FormatPackage = {
  validateRequest(value: unknown): ValidationResult;
  renderError(input: ErrorInput): { status: number; body: unknown };
  renderStreamError(input: ErrorInput): string;
};
