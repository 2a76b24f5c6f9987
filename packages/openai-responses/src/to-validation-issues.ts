import type { ValidationIssue } from './validation-result.js';

/** The parts of an ajv `ErrorObject` this module reads. */
export type SchemaError = {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
};

/** Keywords with which a union's non-matching alternatives fail at the union's own path. */
const MISMATCH_KEYWORDS: ReadonlySet<string> = new Set(['anyOf', 'oneOf', 'discriminator', 'enum', 'const', 'not', 'type']);

/** When only mismatches are left, the most telling kind wins (a wrong tag beats "must be object"). */
const MISMATCH_PRIORITY = ['discriminator', 'enum', 'const', 'type', 'not'];

/**
 * Turns ajv errors (first error per alternative, as the generated validators report them) into issues whose
 * `path` points at the offending field:
 * - `required`: the path of the missing property (`/input/3/call_id`), not of the object that lacks it;
 * - `discriminator`: the path of the tag (`/tools/2/type`), with a message naming the bad value;
 * - `not`: a field the format forbids (e.g. a chat-style `messages` sent to /v1/responses) "is not accepted here";
 * - unions (`anyOf`/`oneOf`): when one alternative reached a real error (at the union's path or deeper), the other
 *   alternatives' mismatches at the union's path and the union's summary are dropped, so an input item that is a
 *   `function_call` without `call_id` reports just that, not also "must NOT be valid" from the bare-message form.
 *   When every alternative merely mismatched, the most telling mismatch is kept.
 */
export function toValidationIssues(errors: readonly SchemaError[] | null | undefined): ValidationIssue[] {
  const list = errors ?? [];
  const dropped = new Set<SchemaError>();
  const unionPaths = new Set(list.filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf').map((error) => error.instancePath));
  for (const path of unionPaths) {
    const mismatches = list.filter((error) => error.instancePath === path && MISMATCH_KEYWORDS.has(error.keyword));
    const reachedRealError = list.some(
      (error) => error.instancePath.startsWith(`${path}/`) || (error.instancePath === path && !MISMATCH_KEYWORDS.has(error.keyword)),
    );
    const best = reachedRealError ? undefined : MISMATCH_PRIORITY.find((keyword) => mismatches.some((error) => error.keyword === keyword));
    for (const error of mismatches) {
      if (error.keyword !== best) dropped.add(error);
    }
  }
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  for (const error of list) {
    if (dropped.has(error)) continue;
    const issue = toIssue(error);
    const key = `${issue.path}\u0000${issue.message}`;
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
  if (error.keyword === 'enum' && Array.isArray(error.params.allowedValues)) {
    return { path: error.instancePath, message: `must be one of ${error.params.allowedValues.map((value) => JSON.stringify(value)).join(', ')}`, keyword: 'enum' };
  }
  if (error.keyword === 'not') {
    return { path: error.instancePath, message: 'is not accepted here', keyword: 'not' };
  }
  if (error.keyword === 'const' && 'allowedValue' in error.params) {
    return { path: error.instancePath, message: `must be ${JSON.stringify(error.params.allowedValue)}`, keyword: 'const' };
  }
  return { path: error.instancePath, message, keyword: error.keyword };
}

function escapePointerToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}
