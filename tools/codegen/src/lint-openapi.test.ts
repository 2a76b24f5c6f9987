import { describe, expect, it } from 'vitest';
import { copyContractWithEdit, FIXTURE_ROOT } from './__fixtures__/copy-contract.js';
import { GATEWAY_DOCUMENT_PATH } from './contract-paths.js';
import { lintOpenapi } from './lint-openapi.js';

function errorsOf(problems: Awaited<ReturnType<typeof lintOpenapi>>): string[] {
  return problems.filter((problem) => problem.severity === 'error').map((problem) => problem.message);
}

describe('lintOpenapi', () => {
  it('passes the fixture contract and the real one', async () => {
    expect(errorsOf(await lintOpenapi(FIXTURE_ROOT))).toEqual([]);
    expect(errorsOf(await lintOpenapi(GATEWAY_DOCUMENT_PATH))).toEqual([]);
  });

  it.each([
    ['an unresolved $ref', "$ref: '#/components/schemas/PetResponse'", "$ref: '#/components/schemas/PetRespons'", /no-unresolved-refs/],
    ['a missing file', "$ref: '#/components/schemas/PetResponse'", "$ref: './nowhere.yaml#/Pet'", /no-unresolved-refs/],
    ['a type that is not a JSON type', 'type: integer', 'type: int', /type/],
    ['a misspelt keyword', 'required: [message]', 'requried: [message]', /requried/],
    ['required that is not an array', 'required: [message]', 'required: message', /invalid-schema|struct/],
    ['a discriminator on a union without type: object', "    PetAnimal:\n      type: object\n", '    PetAnimal:\n', /discriminator-needs-object-type/],
    ['an operation without security scheme defined', '- bearerAuth: []', '- apiKey: []', /security-defined/],
    ['a component name defined in two format files', '    PetUnused:\n', '    BirdList:\n', /component-name-collision: schemas "BirdList" is defined in 2 files/],
    ['an operation without summary', '      summary: Create a pet\n', '', /operation-summary/],
  ])('fails on %s', async (_case, from, to, expected) => {
    const errors = errorsOf(await lintOpenapi(copyContractWithEdit(from, to)));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(expected);
  });
});
