import type { ErrorObject } from 'ajv';
import type { AdminValidationIssue } from './admin-validation-result.js';

const UNION_KEYWORDS = new Set(['anyOf', 'oneOf']);

function toField(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((part, index) => (/^\d+$/.test(part) ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join('');
}

function join(parent: string, child: string): string {
  return parent === '' ? child : `${parent}.${child}`;
}

/**
 * ajv's errors as the one issue an operator reads: the field named as it is spelt in the body or query, and what is
 * wrong with it. An unknown field is named itself (`unknown field`), never silently dropped. A union's branches
 * (a credit amount as a string or a number) are summed up as what the field must be.
 */
export function toAdminValidationIssue(errors: readonly ErrorObject[] | null | undefined, describe: (field: string) => string | undefined): AdminValidationIssue {
  const list = errors ?? [];
  const first = list.find((error) => !UNION_KEYWORDS.has(error.keyword)) ?? list[0];
  if (first === undefined) return { field: '', message: 'is invalid' };
  const params = first.params as Record<string, unknown>;
  const at = toField(first.instancePath);
  if (first.keyword === 'additionalProperties' || first.keyword === 'unevaluatedProperties') {
    const name = String(params.additionalProperty ?? params.unevaluatedProperty);
    return { field: join(at, name), message: 'is not a known field' };
  }
  if (first.keyword === 'required') return { field: join(at, String(params.missingProperty)), message: 'is required' };
  const union = list.some((error) => UNION_KEYWORDS.has(error.keyword) && error.instancePath === first.instancePath);
  const described = describe(at);
  if (union && described !== undefined) return { field: at, message: `must be ${described}` };
  if (first.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    return { field: at, message: `must be one of ${params.allowedValues.map((value) => JSON.stringify(value)).join(', ')}` };
  }
  if (first.keyword === 'minProperties') return { field: at, message: 'must change at least one field' };
  if (first.keyword === 'type' && at === '') return { field: '', message: 'must be a JSON object' };
  return { field: at, message: described === undefined ? (first.message ?? `fails ${first.keyword}`) : `must be ${described}` };
}
