import { FORMAT_IDS } from '@modelgate/ir';
import { FORMAT_MODULES } from '../formats/format-modules.js';

const OPENAI_OPERATIONS = ['chat/completions', 'responses', 'models', 'embeddings', 'completions'];
const GENERATE_PATHS = FORMAT_IDS.map((format) => FORMAT_MODULES[format].endpoint);
const SERVED_PATHS = new Set(['/v1/models', ...GENERATE_PATHS, '/v1/messages/count_tokens']);
const SERVED = `The gateway serves GET /v1/models, ${GENERATE_PATHS.map((path) => `POST ${path}`).join(', ')} and POST /v1/messages/count_tokens.`;
const OPENAI_BASE = 'OpenAI SDKs and Codex take the base address {root}/v1 and append the operation themselves';
const ANTHROPIC_BASE = 'Claude Code (ANTHROPIC_BASE_URL) and the Anthropic SDK take the service root {root} with no /v1';

/**
 * The 404 message for a path the gateway does not serve, explaining how the base address and path were probably
 * joined wrongly (a missing or repeated /v1, or a repeated operation path), as SPEC §7 asks.
 */
export function describeUnknownPath(method: string, path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  if (/^\/v1\/v1(\/|$)/.test(trimmed)) {
    return `No route for ${method} ${path}: /v1 appears twice, so the base address already ends in /v1 and the client appended /v1 again. ${ANTHROPIC_BASE}; ${OPENAI_BASE}.`;
  }
  for (const operation of OPENAI_OPERATIONS) {
    if (trimmed.endsWith(`/${operation}/${operation}`)) {
      return `No route for ${method} ${path}: /${operation} appears twice, so the base address already includes it. ${OPENAI_BASE} (the full address {root}/v1/${operation} goes only where a field asks for a complete endpoint).`;
    }
  }
  if (/\/messages\/v1\/messages/.test(trimmed) || /\/v1\/messages\/messages/.test(trimmed)) {
    return `No route for ${method} ${path}: the messages path appears twice. ${ANTHROPIC_BASE}; the client appends /v1/messages itself.`;
  }
  const bare = trimmed.replace(/^\//, '');
  if (OPENAI_OPERATIONS.includes(bare)) {
    return `No route for ${method} ${path}: the /v1 prefix is missing. ${OPENAI_BASE}, so /${bare} becomes /v1/${bare}.`;
  }
  if (bare === 'messages' || bare === 'messages/count_tokens') {
    return `No route for ${method} ${path}: the /v1 prefix is missing. ${ANTHROPIC_BASE}; the client appends /v1/${bare} itself.`;
  }
  if (SERVED_PATHS.has(trimmed)) {
    const expected = trimmed === '/v1/models' ? 'GET' : 'POST';
    return `${method} is not served on ${trimmed}; use ${expected} ${trimmed}.`;
  }
  return `No route for ${method} ${path}. ${SERVED} ${OPENAI_BASE}; ${ANTHROPIC_BASE}.`;
}
