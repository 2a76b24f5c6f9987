import { describe, expect, it } from 'vitest';
import { toValidationIssues, type SchemaError } from './to-validation-issues.js';

describe('toValidationIssues', () => {
  it('points a missing property at the property itself', () => {
    const errors: SchemaError[] = [
      { instancePath: '', keyword: 'required', params: { missingProperty: 'model' }, message: "must have required property 'model'" },
    ];
    expect(toValidationIssues(errors)).toEqual([{ path: '/model', keyword: 'required', message: 'is required' }]);
  });

  it('escapes ~ and / in property names', () => {
    const errors: SchemaError[] = [{ instancePath: '/a~1b', keyword: 'required', params: { missingProperty: 'x/y~z' } }];
    expect(toValidationIssues(errors)[0]?.path).toBe('/a~1b/x~1y~0z');
  });

  it.each([
    [{ error: 'tag', tag: 'role', tagValue: 5 }, 'must be a string naming the role, not 5'],
    [{ error: 'tag', tag: 'role', tagValue: undefined }, 'must be a string naming the role, not nothing'],
    [{ error: 'mapping', tag: 'role', tagValue: 'tool' }, '"tool" is not a known role'],
  ])('points a discriminator error at the tag property (%o)', (params, message) => {
    const errors: SchemaError[] = [{ instancePath: '/messages/0', keyword: 'discriminator', params, message: 'x' }];
    expect(toValidationIssues(errors)).toEqual([{ path: '/messages/0/role', keyword: 'discriminator', message }]);
  });

  it('keeps the deeper error of a union and drops the failed alternatives at the union path', () => {
    const errors: SchemaError[] = [
      { instancePath: '/messages/0/content', keyword: 'type', params: { type: 'string' }, message: 'must be string' },
      { instancePath: '/messages/0/content/0/text', keyword: 'type', params: { type: 'string' }, message: 'must be string' },
      { instancePath: '/messages/0/content', keyword: 'anyOf', params: {}, message: 'must match a schema in anyOf' },
    ];
    expect(toValidationIssues(errors)).toEqual([{ path: '/messages/0/content/0/text', keyword: 'type', message: 'must be string' }]);
  });

  it('drops an alternative that failed only on its tag when another alternative explains the failure', () => {
    const errors: SchemaError[] = [
      { instancePath: '/tools/0', keyword: 'required', params: { missingProperty: 'input_schema' }, message: "must have required property 'input_schema'" },
      { instancePath: '/tools/0/type', keyword: 'not', params: {}, message: 'must NOT be valid' },
      { instancePath: '/tools/0', keyword: 'anyOf', params: {}, message: 'must match a schema in anyOf' },
    ];
    expect(toValidationIssues(errors)).toEqual([
      { path: '/tools/0/input_schema', keyword: 'required', message: 'is required' },
      { path: '/tools/0', keyword: 'anyOf', message: 'must match a schema in anyOf' },
    ]);
  });

  it('reports the tag when the other alternatives failed only on the JSON type', () => {
    const errors: SchemaError[] = [
      { instancePath: '/cache_control/type', keyword: 'const', params: { allowedValue: 'ephemeral' }, message: 'must be equal to constant' },
      { instancePath: '/cache_control', keyword: 'type', params: { type: 'null' }, message: 'must be null' },
      { instancePath: '/cache_control', keyword: 'anyOf', params: {}, message: 'must match a schema in anyOf' },
    ];
    expect(toValidationIssues(errors)).toEqual([{ path: '/cache_control/type', keyword: 'const', message: 'must be "ephemeral"' }]);
  });

  it('keeps every alternative when none went deeper', () => {
    const errors: SchemaError[] = [
      { instancePath: '/system', keyword: 'type', params: { type: 'string' }, message: 'must be string' },
      { instancePath: '/system', keyword: 'type', params: { type: 'array' }, message: 'must be array' },
      { instancePath: '/system', keyword: 'anyOf', params: {}, message: 'must match a schema in anyOf' },
    ];
    expect(toValidationIssues(errors).map((issue) => issue.message)).toEqual([
      'must be string',
      'must be array',
      'must match a schema in anyOf',
    ]);
  });

  it('lists the allowed values of an enum', () => {
    const errors: SchemaError[] = [
      { instancePath: '/service_tier', keyword: 'enum', params: { allowedValues: ['auto', 'standard_only'] }, message: 'x' },
    ];
    expect(toValidationIssues(errors)).toEqual([{ path: '/service_tier', keyword: 'enum', message: 'must be one of "auto", "standard_only"' }]);
  });

  it('never returns an empty list for a failed validation', () => {
    expect(toValidationIssues(null)).toEqual([{ path: '', message: 'is not valid', keyword: 'unknown' }]);
  });
});
