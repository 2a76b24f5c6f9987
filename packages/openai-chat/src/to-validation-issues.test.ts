import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { toValidationIssues } from './to-validation-issues.js';

function ajvError(keyword: string, instancePath: string, params: Record<string, unknown>, message?: string): ErrorObject {
  return { keyword, instancePath, schemaPath: '#', params, message };
}

describe('toValidationIssues', () => {
  it('points a missing property at the property, escaping ~ and /', () => {
    expect(toValidationIssues([ajvError('required', '/tools/0', { missingProperty: 'a/b~c' })])).toEqual([
      { path: '/tools/0/a~1b~0c', message: 'is required', keyword: 'required' },
    ]);
  });

  it('points a discriminator error at the tag and names the unknown value', () => {
    expect(toValidationIssues([ajvError('discriminator', '/messages/2', { error: 'mapping', tag: 'role', tagValue: 'robot' })])).toEqual([
      { path: '/messages/2/role', message: '"robot" is not a known role', keyword: 'discriminator' },
    ]);
  });

  it('keeps the deepest branch error of a union and drops the summary', () => {
    const issues = toValidationIssues([
      ajvError('type', '/messages/0/content', { type: 'string' }, 'must be string'),
      ajvError('required', '/messages/0/content/0', { missingProperty: 'text' }),
      ajvError('anyOf', '/messages/0/content', {}, 'must match a schema in anyOf'),
    ]);
    expect(issues).toEqual([{ path: '/messages/0/content/0/text', message: 'is required', keyword: 'required' }]);
  });

  it('merges type errors at one path', () => {
    const issues = toValidationIssues([
      ajvError('type', '/stop', { type: 'string' }, 'must be string'),
      ajvError('type', '/stop', { type: 'array' }, 'must be array'),
      ajvError('type', '/stop', { type: 'null' }, 'must be null'),
      ajvError('anyOf', '/stop', {}, 'must match a schema in anyOf'),
    ]);
    expect(issues).toEqual([{ path: '/stop', message: 'must be string or array or null', keyword: 'type' }]);
  });

  it('lists allowed values for enum and const', () => {
    expect(toValidationIssues([ajvError('enum', '/reasoning_effort', { allowedValues: ['low', 'high', null] })])).toEqual([
      { path: '/reasoning_effort', message: 'must be one of "low", "high", null', keyword: 'enum' },
    ]);
    expect(toValidationIssues([ajvError('const', '/object', { allowedValue: 'chat.completion' })])).toEqual([
      { path: '/object', message: 'must be "chat.completion"', keyword: 'const' },
    ]);
  });

  it.each([null, undefined, []])('still returns one issue when ajv gave %j', (errors) => {
    expect(toValidationIssues(errors)).toEqual([{ path: '', message: 'is invalid', keyword: 'unknown' }]);
  });
});
