import type { ErrorInput, FormatId } from '@modelgate/ir';
import type { RequestBodyOf } from '@modelgate/translate';
// The three format packages declare the same ValidationIssue (ARCHITECTURE.md); one of them names it.
import type { ValidationIssue } from '@modelgate/openai-chat';

/**
 * The port through which the gateway uses a format package (@modelgate/openai-chat, -responses,
 * anthropic-messages): the names are those of docs/ARCHITECTURE.md, so each package's exports plug in as they are.
 */
export type { ValidationIssue };
/** A validator's answer: `Request`, the type generated from the format's contract, when it accepts the value. */
export type ValidationResult<Request = unknown> = { ok: true; value: Request } | { ok: false; issues: ValidationIssue[] };

export type FormatPackage<Request = unknown> = {
  validateRequest(value: unknown): ValidationResult<Request>;
  renderError(input: ErrorInput): { status: number; body: unknown };
  renderStreamError(input: ErrorInput): string;
};

/** One format package per format, each validating to its own request type, which translate takes as it is. */
export type FormatPackages = { readonly [F in FormatId]: FormatPackage<RequestBodyOf[F]> };
