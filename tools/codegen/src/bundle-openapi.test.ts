import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { copyContractWithEdit, FIXTURE_ROOT } from './__fixtures__/copy-contract.js';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const script = fileURLToPath(new URL('./bundle-openapi.ts', import.meta.url));

function runBundle(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [tsxCli, script, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('bundle-openapi (the @modelgate/openapi bundle and lint scripts)', () => {
  it('writes the bundled document as JSON with every component hoisted', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'modelgate-bundle-')), 'gateway.openapi.json');
    const result = runBundle('--root', FIXTURE_ROOT, '--out', out);
    expect(result.status).toBe(0);
    const document = JSON.parse(readFileSync(out, 'utf8')) as { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };
    expect(Object.keys(document.paths)).toEqual(['/v1/pets', '/v1/birds']);
    expect(document.components.schemas).toHaveProperty('PetRequest');
    expect(document.components.schemas).toHaveProperty('BirdList');
    expect(readFileSync(out, 'utf8')).not.toContain('./formats/');
  });

  it('exits 1 and names the problem when lint fails', () => {
    const root = copyContractWithEdit("$ref: '#/components/schemas/PetResponse'", "$ref: '#/components/schemas/PetMissing'");
    const result = runBundle('--lint-only', '--root', root);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/no-unresolved-refs/);
    expect(result.stderr).toMatch(/1 lint error/);
  });
});
