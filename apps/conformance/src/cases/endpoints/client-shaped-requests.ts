import type { ConformanceCase } from '../../types.js';
import { STREAM_CHECKS } from '../generation-formats.js';
import { CLAUDE_CODE_SHAPED_BODY, CODEX_SHAPED_BODY, OPENAI_SDK_SHAPED_BODY } from './client-shaped-bodies.js';

/** Streamed requests shaped like what the best-known client of each format sends (PROTOCOLS §1-3). */
export const clientShapedRequestCases: ConformanceCase[] = [
  {
    id: 'endpoints/openai-sdk-shaped-chat',
    title: 'A chat request shaped like the OpenAI SDK\'s (include_usage, a tool) streams in order with usage',
    section: 'endpoints',
    level: 'client',
    reference: 'client: openai SDK 6.49 (PROTOCOLS §3, captured traffic)',
    format: 'chat',
    stream: true,
    request: { method: 'POST', path: '/v1/chat/completions', auth: 'token', body: OPENAI_SDK_SHAPED_BODY },
    expectStatus: [200],
    checks: [...STREAM_CHECKS, 'stream-usage'],
  },
  {
    id: 'endpoints/codex-shaped-responses',
    title: 'A responses request shaped like Codex\'s (developer items, store: false, hosted tools) streams to response.completed',
    section: 'endpoints',
    level: 'client',
    reference: 'client: Codex CLI 0.169 (PROTOCOLS §2.2, captured traffic)',
    format: 'responses',
    stream: true,
    request: { method: 'POST', path: '/v1/responses', auth: 'token', body: CODEX_SHAPED_BODY, headers: { originator: 'codex_exec' } },
    expectStatus: [200],
    checks: [...STREAM_CHECKS, 'stream-usage'],
  },
  {
    id: 'endpoints/claude-code-shaped-messages',
    title: 'A messages request shaped like Claude Code\'s (?beta=true, cache_control, a system message inside messages) streams to message_stop',
    section: 'endpoints',
    level: 'client',
    reference: 'client: Claude Code 2.1.197 (PROTOCOLS §1.3, captured traffic)',
    format: 'messages',
    stream: true,
    request: {
      method: 'POST',
      path: '/v1/messages?beta=true',
      auth: 'token',
      body: CLAUDE_CODE_SHAPED_BODY,
      headers: { 'anthropic-beta': 'claude-code-20250219,mid-conversation-system-2026-04-07', 'x-app': 'cli' },
    },
    expectStatus: [200],
    checks: [...STREAM_CHECKS, 'stream-usage'],
  },
];
