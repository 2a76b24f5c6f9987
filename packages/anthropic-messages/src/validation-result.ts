/** One reason a value failed validation. `path` is a JSON pointer into the value (`""` for the value itself). */
export type ValidationIssue = { path: string; message: string; keyword: string };

/** The outcome of a `validate*` function: the value, typed, or the issues found (never an exception). */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };
