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
 * - `required`: the path of the missing property (`/model`, "is required"), not of the object that lacks it;
 * - `discriminator`: the path of the tag property (`/messages/0/role`), with a message naming the bad value;
 * - `const` and `enum`: a message that lists the allowed values;
 * - `anyOf`/`oneOf` at a path that also has a deeper error: the union's own summary and the failed alternatives at
 *   that path are dropped, leaving the deeper, more precise error (a text block's `text` that is not a string,
 *   rather than "content must be string" from the string-or-array alternative). An alternative that failed only on
 *   its tag (`/type` or `/role` not matching) never counts as the deeper error; it is dropped when another
 *   alternative failed on the object's structure (a missing field), and it is the answer when the others failed
 *   only on the value's JSON type (`cache_control: {type:"forever"}` is reported at `/cache_control/type`, not as
 *   "must be null").
 */
export function toValidationIssues(errors: readonly SchemaError[] | null | undefined): ValidationIssue[] {
  const list = errors ?? [];
  const dropped = new Set<SchemaError>();
  for (const union of list) {
    if (union.keyword !== 'anyOf' && union.keyword !== 'oneOf') continue;
    const path = union.instancePath;
    const tagMismatches = list.filter((error) => isTagMismatch(error, path));
    const deeper = list.filter((error) => error.instancePath.startsWith(`${path}/`) && !tagMismatches.includes(error));
    const atPath = list.filter((error) => error.instancePath === path && error !== union);
    const structuralAtPath = atPath.filter((error) => error.keyword !== 'type');
    let drop: SchemaError[] = [];
    if (deeper.length > 0) drop = [union, ...atPath, ...tagMismatches];
    else if (structuralAtPath.length > 0) drop = [...tagMismatches, ...atPath.filter((error) => error.keyword === 'type')];
    else if (tagMismatches.length > 0) drop = [union, ...atPath];
    for (const error of drop) dropped.add(error);
  }
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  for (const error of list) {
    if (dropped.has(error)) continue;
    const issue = toIssue(error);
    const key = `${issue.path}\u0000${issue.keyword}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  if (issues.length === 0) issues.push({ path: '', message: 'is not valid', keyword: 'unknown' });
  return issues;
}

/** An alternative of a union that failed only on its tag (`type` is not `custom`, `role` is not `user`): the wrong branch. */
function isTagMismatch(error: SchemaError, unionPath: string): boolean {
  return (
    (error.instancePath === `${unionPath}/type` || error.instancePath === `${unionPath}/role`) &&
    (error.keyword === 'const' || error.keyword === 'enum' || error.keyword === 'not')
  );
}

function toIssue(error: SchemaError): ValidationIssue {
  const params = error.params;
  switch (error.keyword) {
    case 'required':
      return { path: childPath(error.instancePath, String(params.missingProperty)), message: 'is required', keyword: 'required' };
    case 'discriminator': {
      const tag = String(params.tag);
      const value = JSON.stringify(params.tagValue) ?? 'nothing';
      const message = params.error === 'mapping' ? `${value} is not a known ${tag}` : `must be a string naming the ${tag}, not ${value}`;
      return { path: childPath(error.instancePath, tag), message, keyword: 'discriminator' };
    }
    case 'const':
      return { path: error.instancePath, message: `must be ${JSON.stringify(params.allowedValue)}`, keyword: 'const' };
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.map((value) => JSON.stringify(value)) : [];
      return { path: error.instancePath, message: `must be one of ${allowed.join(', ')}`, keyword: 'enum' };
    }
    default:
      return { path: error.instancePath, message: error.message ?? `fails ${error.keyword}`, keyword: error.keyword };
  }
}

function childPath(parent: string, property: string): string {
  return `${parent}/${escapePointerToken(property)}`;
}

function escapePointerToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}
