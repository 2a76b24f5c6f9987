/** One reason a value does not match its schema. */
export type ValidationIssue = {
  /** JSON pointer to the offending value, `""` for the root, e.g. `/messages/0/role`. */
  path: string;
  message: string;
  /** The JSON Schema keyword that failed (`required`, `type`, `enum`, …). */
  keyword: string;
};

/** The outcome of a `validate*` function: the typed value, or the issues. Validators never throw. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };
