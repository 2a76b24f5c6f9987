import type { ValidationIssue } from './validation-result.js';

/** The parts of an ajv `ErrorObject` this module reads. */
export type SchemaError = {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
};

/**
 * Turns ajv errors into issues whose `path` points at the offending field:
 * - `required`: the path of the missing property (`/model`), not of the object that lacks it;
 * - `discriminator`: the path of the tag property (`/messages/0/role`), with a message naming the bad value;
 * - `anyOf`/`oneOf` at a path that also has a deeper error: the union's own summary and the failed alternatives at
 *   that path are dropped, leaving the deeper, more precise error (a text block's `text` that is not a string,
 *   rather than "content must be string" from the string-or-array alternative).
 */
export function toValidationIssues(errors: readonly SchemaError[] | null | undefined): ValidationIssue[] {
  const list = errors ?? [];
  const unionPaths = new Set(list.filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf').map((error) => error.instancePath));
  const resolvedUnionPaths = new Set(
    [...unionPaths].filter((path) => list.some((error) => error.instancePath.startsWith(`${path}/`))),
  );
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  for (const error of list) {
    if (resolvedUnionPaths.has(error.instancePath)) continue;
    const issue = toIssue(error);
    const key = `${issue.path}\u0000${issue.keyword}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  if (issues.length === 0) issues.push({ path: '', message: 'is not valid', keyword: 'unknown' });
  return issues;
}

function toIssue(error: SchemaError): ValidationIssue {
  const message = error.message ?? 'is not valid';
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    return { path: `${error.instancePath}/${escapePointerToken(error.params.missingProperty)}`, message, keyword: 'required' };
  }
  if (error.keyword === 'discriminator' && typeof error.params.tag === 'string') {
    const tag = error.params.tag;
    const value = JSON.stringify(error.params.tagValue) ?? 'undefined';
    const detail = error.params.error === 'mapping' ? `${value} is not a known "${tag}"` : `"${tag}" must be a string, not ${value}`;
    return { path: `${error.instancePath}/${escapePointerToken(tag)}`, message: detail, keyword: 'discriminator' };
  }
  return { path: error.instancePath, message, keyword: error.keyword };
}

function escapePointerToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}
