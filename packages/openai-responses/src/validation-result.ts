/** One reason a value failed validation. `path` is a JSON pointer into the value ("" for the root). */
export type ValidationIssue = { path: string; message: string; keyword: string };

/** The value, typed, when it is valid; otherwise the issues found (never empty). */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };
