import { describe, expect, it } from 'vitest';
import { toValidationIssues, type SchemaError } from './to-validation-issues.js';

const error = (instancePath: string, keyword: string, params: Record<string, unknown> = {}, message = `${keyword} failed`): SchemaError => ({
  instancePath,
  keyword,
  params,
  message,
});

describe('toValidationIssues', () => {
  it('points a missing property at the property itself, escaping pointer characters', () => {
    expect(toValidationIssues([error('/a', 'required', { missingProperty: 'b/c~d' }, "must have required property 'b/c~d'")])).toEqual([
      { path: '/a/b~1c~0d', message: "must have required property 'b/c~d'", keyword: 'required' },
    ]);
  });

  it('keeps the alternative that reached a real error and drops the others and the summary', () => {
    const errors = [
      error('/input/2', 'required', { missingProperty: 'call_id' }, "must have required property 'call_id'"),
      error('/input/2', 'not', {}, 'must NOT be valid'),
      error('/input/2', 'anyOf', {}, 'must match a schema in anyOf'),
    ];
    expect(toValidationIssues(errors)).toEqual([{ path: '/input/2/call_id', message: "must have required property 'call_id'", keyword: 'required' }]);
  });

  it('keeps a deeper error of a union over the mismatches at the union', () => {
    const errors = [error('/tool_choice', 'type'), error('/tool_choice/name', 'type', {}, 'must be string'), error('/tool_choice', 'anyOf')];
    expect(toValidationIssues(errors)).toEqual([{ path: '/tool_choice/name', message: 'must be string', keyword: 'type' }]);
  });

  it('keeps the most telling mismatch when no alternative got further', () => {
    const unknownTag = [
      error('/input/0', 'discriminator', { error: 'mapping', tag: 'type', tagValue: 'x' }),
      error('/input/0', 'not'),
      error('/input/0', 'anyOf'),
    ];
    expect(toValidationIssues(unknownTag)).toEqual([{ path: '/input/0/type', message: '"x" is not a known "type"', keyword: 'discriminator' }]);
    const badWord = [error('/tool_choice', 'enum', { allowedValues: ['none', 'auto'] }), error('/tool_choice', 'type'), error('/tool_choice', 'anyOf')];
    expect(toValidationIssues(badWord)).toEqual([{ path: '/tool_choice', message: 'must be one of "none", "auto"', keyword: 'enum' }]);
  });

  it('explains a tag that is not a string', () => {
    expect(toValidationIssues([error('/tools/0', 'discriminator', { error: 'tag', tag: 'type', tagValue: 3 })])).toEqual([
      { path: '/tools/0/type', message: '"type" must be a string, not 3', keyword: 'discriminator' },
    ]);
  });

  it('never returns an empty list', () => {
    expect(toValidationIssues(null)).toEqual([{ path: '', message: 'is not valid', keyword: 'unknown' }]);
    expect(toValidationIssues([])).toHaveLength(1);
  });
});
