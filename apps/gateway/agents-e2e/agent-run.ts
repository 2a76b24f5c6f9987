import type { ProcessResult } from './run-process.js';

/** `codex-catalog` is Codex with `model_catalog_url` pointing at the gateway's /v1/models. */
export type AgentName = 'claude' | 'codex' | 'codex-catalog';

/** What one client run produced: the process outcome and the final answer it reported. */
export type AgentRun = { process: ProcessResult; answer: string };

/** The environment every client gets: no keys or config from the caller's environment leak in. */
export function baseClientEnv(home: string): NodeJS.ProcessEnv {
  return { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: home, TERM: 'dumb', NO_COLOR: '1', LANG: 'C.UTF-8', SHELL: '/bin/bash', TMPDIR: process.env['TMPDIR'] ?? '/tmp' };
}
