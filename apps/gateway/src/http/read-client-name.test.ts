import { describe, expect, it } from 'vitest';
import { readClientName } from './read-client-name.js';

describe('readClientName', () => {
  it.each([
    ['claude-cli/2.1.197 (external, sdk-cli)', 'claude-cli/2.1.197'],
    ['codex_exec/0.169.0 (Debian 12.0.0; x86_64) xterm (codex_exec; 0.169.0)', 'codex_exec/0.169.0'],
    ['OpenAI/JS 6.49.0', 'OpenAI/JS 6.49.0'],
    ['Anthropic/JS 1.11.0', 'Anthropic/JS 1.11.0'],
    ['curl/8.5.0', 'curl/8.5.0'],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (userAgent, expected) => {
    expect(readClientName(userAgent)).toBe(expected);
  });

  it('reads each value again when the calls alternate or repeat', () => {
    const agents = ['OpenAI/JS 6.49.0', 'OpenAI/JS 6.49.0', undefined, 'curl/8.5.0', 'curl/8.5.0', '', 'claude-cli/2.1.197 (external, sdk-cli)', 'OpenAI/JS 6.49.0'];
    expect(agents.map((agent) => readClientName(agent))).toEqual([
      'OpenAI/JS 6.49.0', 'OpenAI/JS 6.49.0', undefined, 'curl/8.5.0', 'curl/8.5.0', undefined, 'claude-cli/2.1.197', 'OpenAI/JS 6.49.0',
    ]);
  });
});
