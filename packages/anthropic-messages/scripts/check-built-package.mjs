// Imports the BUILT package by its name from a plain Node script in a folder outside the workspace, the way a user
// who npm-installed it would, then validates a payload, renders an error and round-trips a stream event.
// Run: `pnpm check:built` (builds dist/ first).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDirectory = fileURLToPath(new URL('..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'anthropic-messages-consumer-'));
try {
  mkdirSync(join(folder, 'node_modules', '@modelgate'), { recursive: true });
  symlinkSync(packageDirectory, join(folder, 'node_modules', '@modelgate', 'anthropic-messages'), 'dir');
  writeFileSync(
    join(folder, 'consumer.mjs'),
    [
      "import { validateMessagesRequest, renderError, encodeMessagesStreamEvent, createMessagesStreamDecoder } from '@modelgate/anthropic-messages';",
      "const good = validateMessagesRequest({ model: 'claude-sonnet-4-5', max_tokens: 64, messages: [{ role: 'user', content: 'hi' }] });",
      "const bad = validateMessagesRequest({ model: 'claude-sonnet-4-5', messages: [] });",
      "if (!good.ok || bad.ok || bad.issues[0].path !== '/max_tokens') throw new Error('unexpected validation result');",
      "if (renderError({ status: 529, message: 'busy' }).body.error.type !== 'overloaded_error') throw new Error('bad envelope');",
      'const decoder = createMessagesStreamDecoder();',
      "const [item] = decoder.push(encodeMessagesStreamEvent({ type: 'message_stop' }));",
      "if (item?.type !== 'event' || item.event.type !== 'message_stop') throw new Error('stream round trip failed');",
      "console.log('built @modelgate/anthropic-messages imported and validated:', JSON.stringify(bad.issues[0]));",
    ].join('\n'),
  );
  execFileSync(process.execPath, ['consumer.mjs'], { cwd: folder, stdio: 'inherit' });
} finally {
  rmSync(folder, { recursive: true, force: true });
}
