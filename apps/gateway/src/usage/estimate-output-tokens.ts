import type { CountTokens } from './load-tokenizer.js';

/** Fields of an answer that are not generated text: identifiers, roles, types, reasons, the model. */
const SKIPPED_KEYS: ReadonlySet<string> = new Set(['id', 'object', 'model', 'role', 'type', 'finish_reason', 'stop_reason', 'status', 'system_fingerprint', 'call_id', 'signature', 'service_tier', 'usage']);

function collect(value: unknown, parts: string[]): void {
  if (typeof value === 'string') {
    if (value.length > 0) parts.push(value);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collect(item, parts);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (SKIPPED_KEYS.has(key)) continue;
    const inner = record[key];
    // A tool call's input object reaches the client as JSON text.
    if (key === 'input' && typeof inner === 'object' && inner !== null) parts.push(JSON.stringify(inner));
    else collect(inner, parts);
  }
}

/**
 * The output tokens of a non-streamed answer whose upstream reported no usage (vLLM, Ollama and llama.cpp servers often
 * omit it): its generated text (message text, reasoning, tool call arguments) counted with the o200k tokenizer
 * (`loadTokenizer`). Only called when usage is missing, so the tokenizer stays off the common path.
 */
export function estimateOutputTokens(answer: unknown, countTokens: CountTokens): number {
  const parts: string[] = [];
  collect(answer, parts);
  let tokens = 0;
  for (const part of parts) tokens += countTokens(part);
  return tokens;
}
