import type { ErrorInput, FormatId } from '@modelgate/ir';
import { CODECS } from './codec-registry.js';
import { isRecord, parseJson } from './ir/read-json.js';

export type TranslateErrorBodyInput = { from: FormatId; status: number; body: unknown };

const ANTHROPIC_CONTEXT = /prompt is too long/i;
const OPENAI_CONTEXT_NUMBERS = /maximum context length is (\d+) tokens[\s\S]*?(\d+) tokens/i;

/**
 * Claude Code recognises a context overflow by the message "prompt is too long: N tokens > M maximum"; Codex
 * by the code `context_length_exceeded`. The translated error carries both.
 */
function normalizeContextLength(input: ErrorInput): ErrorInput {
  if (ANTHROPIC_CONTEXT.test(input.message)) return { ...input, code: 'context_length_exceeded' };
  if (input.code !== 'context_length_exceeded') return input;
  const numbers = OPENAI_CONTEXT_NUMBERS.exec(input.message);
  const prefix = numbers === null ? 'prompt is too long' : `prompt is too long: ${numbers[2]} tokens > ${numbers[1]} maximum`;
  return { ...input, message: `${prefix} (${input.message})` };
}

/**
 * An upstream error body in its own format → the input for the client format's `renderError`. The status is
 * kept; `type` is left to the client format's renderer (its own status → type table); `code` is normalized
 * to OpenAI's vocabulary, which Codex acts on.
 */
export function translateErrorBody(input: TranslateErrorBodyInput): ErrorInput {
  const body = typeof input.body === 'string' ? (parseJson(input.body) ?? input.body) : input.body;
  const fallback = `The upstream returned HTTP ${input.status}.`;
  if (!isRecord(body)) {
    const text = typeof body === 'string' && body.trim() !== '' ? body.trim().slice(0, 1000) : fallback;
    return { status: input.status, message: text };
  }
  // Each format reads its own envelope.
  const result = CODECS[input.from].readErrorBody(input.status, body, fallback);
  return normalizeContextLength(result);
}
