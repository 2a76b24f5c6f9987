import type { ErrorObject } from 'ajv';
import type { ValidationIssue } from './validation-result.js';

const SUMMARY_KEYWORDS = new Set(['anyOf', 'oneOf', 'if', 'not']);

/**
 * Turns ajv's errors into issues that point at the value to fix: a missing property's path ends in that property,
 * a discriminated union's error points at its tag, union summaries are dropped in favour of the deepest branch
 * error, and type errors at one path merge (`must be string or array`). Always returns at least one issue.
 */
export function toValidationIssues(errors: readonly ErrorObject[] | null | undefined): ValidationIssue[] {
  const all = (errors ?? []).map(toIssue);
  const specific = all.filter((issue) => !SUMMARY_KEYWORDS.has(issue.keyword));
  const candidates = specific.length > 0 ? specific : all;
  if (candidates.length === 0) return [{ path: '', message: 'is invalid', keyword: 'unknown' }];
  const depth = Math.max(...candidates.map((issue) => pathDepth(issue.path)));
  const deepest = candidates.filter((issue) => pathDepth(issue.path) === depth);
  // In a union, a branch whose type matched but whose constraint failed (`maxItems`) says more than the branches
  // whose type did not match.
  const constraints = deepest.filter((issue) => issue.keyword !== 'type');
  return mergeTypeIssues(constraints.length > 0 ? constraints : deepest);
}

function toIssue(error: ErrorObject): ValidationIssue {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { path: childPath(error.instancePath, String(params.missingProperty)), message: 'is required', keyword: 'required' };
    case 'discriminator': {
      const path = childPath(error.instancePath, String(params.tag));
      const message = params.tagValue === undefined
        ? `must be a string naming the ${String(params.tag)}`
        : `${JSON.stringify(params.tagValue)} is not a known ${String(params.tag)}`;
      return { path, message, keyword: 'discriminator' };
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

function mergeTypeIssues(issues: ValidationIssue[]): ValidationIssue[] {
  const merged: ValidationIssue[] = [];
  for (const issue of issues) {
    const previous = merged.find((other) => other.path === issue.path && other.keyword === issue.keyword);
    if (!previous) merged.push({ ...issue });
    else if (issue.keyword === 'type') previous.message = `${previous.message} or ${issue.message.replace(/^must be /, '')}`;
    else if (previous.message !== issue.message) merged.push({ ...issue });
  }
  return merged;
}

function childPath(parent: string, property: string): string {
  return `${parent}/${property.replaceAll('~', '~0').replaceAll('/', '~1')}`;
}

function pathDepth(path: string): number {
  return path === '' ? 0 : path.split('/').length - 1;
}
