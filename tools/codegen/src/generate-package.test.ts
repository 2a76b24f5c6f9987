import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_ROOT } from './__fixtures__/copy-contract.js';
import { GATEWAY_DOCUMENT_PATH, GENERATED_HEADER } from './contract-paths.js';
import { generatePackage } from './generate-package.js';
import { loadBundledDocument } from './load-bundled-document.js';

const config = { tag: 'pets', validators: { validatePetRequest: 'PetRequest', validatePetErrorBody: 'PetErrorBody' } };
// Generated code is imported from inside this package, so its `ajv/...` imports resolve like a format package's.
const scratch = new URL('../.scratch-generated/', import.meta.url);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('generatePackage', () => {
  it('writes types and validators, each starting with the do-not-edit header', async () => {
    const { document } = await loadBundledDocument(FIXTURE_ROOT);
    const files = await generatePackage(document, config);
    expect(Object.keys(files)).toEqual(['openapi.gen.ts', 'validators.gen.ts']);
    for (const content of Object.values(files)) expect(content.startsWith(`${GENERATED_HEADER}\n`)).toBe(true);
  });

  it('types discriminated branches with their own tag values', async () => {
    const { document } = await loadBundledDocument(FIXTURE_ROOT);
    const types = (await generatePackage(document, config))['openapi.gen.ts'] ?? '';
    expect(types).toContain('kind: "cat"');
    expect(types).toContain('PetAnimal: components["schemas"]["PetCat"] | components["schemas"]["PetDog"]');
    expect(types).not.toContain('PetUnused');
  });

  it('emits ESM validators whose ajv runtime imports name a .js file', async () => {
    const { document } = await loadBundledDocument(FIXTURE_ROOT);
    const validators = (await generatePackage(document, config))['validators.gen.ts'] ?? '';
    expect(validators).not.toMatch(/\brequire\(/);
    expect(validators).toMatch(/import func\d+Module from "ajv\/dist\/runtime\/ucs2length\.js";/);
    expect(validators).toContain('export const validatePetRequest: GeneratedValidator');
    expect(validators).not.toContain("The pet's name.");
  });

  it('generates validators that run and report the failing path', async () => {
    const { document } = await loadBundledDocument(FIXTURE_ROOT);
    const validators = (await generatePackage(document, config))['validators.gen.ts'] ?? '';
    mkdirSync(scratch, { recursive: true });
    const file = new URL('validators.gen.ts', scratch);
    writeFileSync(file, validators);
    type Validator = ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; keyword: string }> | null };
    const module = (await import(file.href)) as { validatePetRequest: Validator };
    const validate = module.validatePetRequest;
    expect(validate({ name: 'Tom', animal: { kind: 'cat', lives: 9 }, extra: true })).toBe(true);
    expect(validate({ name: 'Tom', animal: { kind: 'cat', lives: 'nine' } })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/animal/lives', keyword: 'type' });
    expect(validate({ name: '', animal: { kind: 'dog' } })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: '/name', keyword: 'minLength' });
    expect(validate({ name: 'Rex', animal: 'dog' })).toBe(false);
  });

  it('is deterministic on the real contract', async () => {
    const { document } = await loadBundledDocument(GATEWAY_DOCUMENT_PATH);
    const chat = { tag: 'openai-chat', validators: { validateChatRequest: 'ChatRequest', validateModelList: 'ModelList' } };
    const first = await generatePackage(document, chat);
    const second = await generatePackage((await loadBundledDocument(GATEWAY_DOCUMENT_PATH)).document, chat);
    expect(second).toEqual(first);
  });

  it('rejects an entry point that names no schema', async () => {
    const { document } = await loadBundledDocument(FIXTURE_ROOT);
    await expect(generatePackage(document, { tag: 'pets', validators: { validatePet: 'PetNothing' } })).rejects.toThrow(/PetNothing/);
  });
});
