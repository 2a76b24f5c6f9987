// Imports the BUILT package by its name from a plain Node script in a folder outside the workspace, the way a
// user who npm-installed it would, validates payloads and renders errors. Run: `pnpm check:built` (builds first).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDirectory = fileURLToPath(new URL('..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'openai-responses-consumer-'));
try {
  mkdirSync(join(folder, 'node_modules', '@modelgate'), { recursive: true });
  symlinkSync(packageDirectory, join(folder, 'node_modules', '@modelgate', 'openai-responses'), 'dir');
  writeFileSync(
    join(folder, 'consumer.mjs'),
    [
      "import { validateResponsesRequest, renderError, renderStreamError, createResponsesStreamDecoder } from '@modelgate/openai-responses';",
      "const good = validateResponsesRequest({ model: 'gpt-5.5', input: 'say hi', instructions: 'be brief' });",
      "const bad = validateResponsesRequest({ model: 'gpt-5.5', input: [{ type: 'function_call', name: 'f', arguments: '{}' }] });",
      "if (!good.ok || bad.ok || bad.issues[0].path !== '/input/0/call_id') throw new Error('unexpected validation result');",
      "if (renderError({ status: 401, message: 'x' }).body.error.code !== 'invalid_api_key') throw new Error('bad envelope');",
      "const decoder = createResponsesStreamDecoder();",
      "const [item] = [...decoder.push(renderStreamError({ status: 429, message: 'slow down' }, { retryAfterSeconds: 2 })), ...decoder.end()];",
      "if (item?.type !== 'event' || item.event.response.error.code !== 'rate_limit_exceeded') throw new Error('bad stream error');",
      "console.log('built @modelgate/openai-responses imported and validated:', JSON.stringify(bad.issues[0]), JSON.stringify(item.event.response.error));",
    ].join('\n'),
  );
  execFileSync(process.execPath, ['consumer.mjs'], { cwd: folder, stdio: 'inherit' });
} finally {
  rmSync(folder, { recursive: true, force: true });
}
