/** The structural shape every format package's `validate*` result has. */
export type SchemaResult = { ok: true } | { ok: false; issues: readonly { path: string; message: string }[] };

/** The validator behind each kind of body a format answers with. */
export type FormatSchema = {
  request(value: unknown): SchemaResult;
  body(value: unknown): SchemaResult;
  streamData(value: unknown): SchemaResult;
  errorBody(value: unknown): SchemaResult;
};

/** Turns a validation result into findings (`/choices/0/message must have required property 'role'`). */
export function toSchemaFindings(result: SchemaResult, prefix = ''): string[] {
  if (result.ok) return [];
  return result.issues.map((issue) => `${prefix}${issue.path === '' ? '(root)' : issue.path} ${issue.message}`);
}
