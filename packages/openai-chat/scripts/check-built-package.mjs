// Imports the BUILT package by its name from a plain Node script in a folder outside the workspace, the way a
// user who npm-installed it would, and validates a payload. Run after `pnpm build`: `pnpm check:built`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDirectory = fileURLToPath(new URL('..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'openai-chat-consumer-'));
try {
  mkdirSync(join(folder, 'node_modules', '@modelgate'), { recursive: true });
  symlinkSync(packageDirectory, join(folder, 'node_modules', '@modelgate', 'openai-chat'), 'dir');
  writeFileSync(
    join(folder, 'consumer.mjs'),
    [
      "import { validateChatRequest, renderError, CHAT_STREAM_DONE } from '@modelgate/openai-chat';",
      "const good = validateChatRequest({ model: 'gpt-5.1-mini', messages: [{ role: 'user', content: 'hi' }] });",
      "const bad = validateChatRequest({ model: 'gpt-5.1-mini', messages: 'hi' });",
      "if (!good.ok || bad.ok || bad.issues[0].path !== '/messages') throw new Error('unexpected validation result');",
      "if (renderError({ status: 401, message: 'x' }).body.error.code !== 'invalid_api_key') throw new Error('bad envelope');",
      "console.log('built @modelgate/openai-chat imported and validated:', JSON.stringify(bad.issues[0]), JSON.stringify(CHAT_STREAM_DONE));",
    ].join('\n'),
  );
  execFileSync(process.execPath, ['consumer.mjs'], { cwd: folder, stdio: 'inherit' });
} finally {
  rmSync(folder, { recursive: true, force: true });
}
