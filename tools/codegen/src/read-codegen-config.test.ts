import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCodegenConfig } from './read-codegen-config.js';

function writeConfig(content: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'modelgate-config-')), 'codegen.config.json');
  writeFileSync(path, content);
  return path;
}

describe('readCodegenConfig', () => {
  it('reads the tag and the validator entry points', async () => {
    const path = writeConfig('{"tag":"openai-chat","validators":{"validateChatRequest":"ChatRequest"}}');
    await expect(readCodegenConfig(path)).resolves.toEqual({ tag: 'openai-chat', validators: { validateChatRequest: 'ChatRequest' } });
  });

  it.each([
    ['{"validators":{}}', /"tag"/],
    ['{"tag":"x","validators":[]}', /"validators"/],
    ['{"tag":"x","validators":{"validate-chat":"ChatRequest"}}', /not a JavaScript identifier/],
    ['{"tag":"x","validators":{"validateChat":3}}', /must be a schema name/],
  ])('rejects %s', async (content, message) => {
    await expect(readCodegenConfig(writeConfig(content))).rejects.toThrow(message);
  });
});
