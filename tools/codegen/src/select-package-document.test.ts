import { describe, expect, it } from 'vitest';
import { FIXTURE_ROOT } from './__fixtures__/copy-contract.js';
import { loadBundledDocument } from './load-bundled-document.js';
import { selectPackageDocument } from './select-package-document.js';

describe('selectPackageDocument', () => {
  it('keeps the tagged operations and exactly the components they reach', async () => {
    const { document } = await loadBundledDocument(FIXTURE_ROOT);
    const selected = selectPackageDocument(document, { tag: 'pets', schemaNames: [] });
    expect(Object.keys(selected.paths ?? {})).toEqual(['/v1/pets']);
    expect(Object.keys(selected.components?.schemas ?? {}).sort()).toEqual(
      ['PetAnimal', 'PetCat', 'PetDog', 'PetErrorBody', 'PetRequest', 'PetResponse'],
    );
    expect(Object.keys(selected.components?.responses ?? {})).toEqual(['PetError']);
    expect(Object.keys(selected.components?.securitySchemes ?? {})).toEqual(['bearerAuth']);
    expect(selected.tags).toEqual([{ name: 'pets', description: 'The pets format.' }]);
  });

  it('does not include another package’s schemas', async () => {
    const { document } = await loadBundledDocument(FIXTURE_ROOT);
    const selected = selectPackageDocument(document, { tag: 'birds', schemaNames: [] });
    expect(Object.keys(selected.components?.schemas ?? {})).toEqual(['BirdList']);
  });

  it('throws for a tag no operation has and for an unknown entry-point schema', async () => {
    const { document } = await loadBundledDocument(FIXTURE_ROOT);
    expect(() => selectPackageDocument(document, { tag: 'fish', schemaNames: [] })).toThrow(/no operation is tagged "fish"/);
    expect(() => selectPackageDocument(document, { tag: 'pets', schemaNames: ['PetMissing'] })).toThrow(/unresolved \$ref/);
  });
});
