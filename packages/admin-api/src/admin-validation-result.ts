/** Why an admin request was refused: the field at fault (dotted, e.g. `quota_period`; `""` for the whole body). */
export type AdminValidationIssue = { field: string; message: string };

/** The outcome of a `validateAdmin*` function: the typed value, or the first issue. Validators never throw. */
export type AdminValidationResult<T> = { ok: true; value: T } | { ok: false; issue: AdminValidationIssue };
