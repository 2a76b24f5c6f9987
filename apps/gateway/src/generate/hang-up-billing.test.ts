import type { UsageEstimate } from '@modelgate/core';
import type { FormatId } from '@modelgate/ir';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { billUsageLastStream } from '../testing-fixtures/bill-usage-last-stream.js';
import type { GeneratedTurn } from '../testing-fixtures/usage-last-streams.js';

const SENTENCE = 'The reviewer read the whole proposal, compared it with last year\'s budget and asked for two changes before approving it. ';
const MARKER = 'QZXLASTARG';
const TOOL = { name: 'write_file', arguments: JSON.stringify({ path: `/src/${MARKER}.ts`, content: 'export const answer = 42;\n'.repeat(20) }) };
const TRUTH = countTokens(SENTENCE) * 200 + countTokens(TOOL.name) + countTokens(TOOL.arguments);
const TURN: GeneratedTurn = { deltas: Array.from({ length: 200 }, () => SENTENCE), tool: TOOL, usage: { input: 20, output: TRUTH } };

describe('a stream the client reads whole and hangs up on before the final usage', () => {
  // The ledger marks what was estimated: the output only when the upstream reports the input as the stream begins
  // (messages' message_start), the input too when its only usage is the final one.
  it.each<[string, FormatId, FormatId, UsageEstimate]>([
    ['chat upstream, passed through', 'openai-chat', 'openai-chat', 'input_and_output'],
    ['chat upstream, translated for a messages client', 'openai-chat', 'anthropic-messages', 'input_and_output'],
    ['responses upstream, passed through', 'openai-responses', 'openai-responses', 'input_and_output'],
    ['responses upstream, translated for a chat client', 'openai-responses', 'openai-chat', 'input_and_output'],
    ['messages upstream, passed through', 'anthropic-messages', 'anthropic-messages', 'output'],
    ['messages upstream, translated for a responses client', 'anthropic-messages', 'openai-responses', 'output'],
  ])('is billed within a tenth of the same stream read to the end: %s', async (_, upstream, client, estimated) => {
    const whole = await billUsageLastStream({ upstream, client, turn: TURN, tailAfterMs: 0 });
    expect(whole.read).toContain(MARKER);
    expect(whole.entry).toMatchObject({ outputTokens: TRUTH, status: 'ok', estimated: 'none' });
    expect(whole.record).toMatchObject({ settlement: 'ok' });
    // The upstream never sends its usage: the gateway waits its drain's bound for it, then counts the output itself.
    const abandoned = await billUsageLastStream({ upstream, client, turn: TURN, tailAfterMs: Number.POSITIVE_INFINITY, hangUpAfter: MARKER, options: { drainAfterDisconnectMs: 100 } });
    expect(abandoned.read).toContain(MARKER);
    expect(abandoned.upstreamCancelled).toBe(true);
    expect(abandoned.entry).toMatchObject({ status: 'client_aborted', estimated });
    expect(abandoned.record).toMatchObject({ settlement: 'client_aborted' });
    expect(abandoned.entry.outputTokens).toBeGreaterThanOrEqual(TRUTH * 0.9);
    expect(abandoned.entry.outputTokens).toBeLessThanOrEqual(TRUTH * 1.1);
    expect(abandoned.entry.cost).toBeGreaterThanOrEqual(whole.entry.cost * 0.9);
    expect(abandoned.entry.cost).toBeLessThanOrEqual(whole.entry.cost * 1.1);
    expect(abandoned.record['tokens']).toMatchObject({ estimated: true });
  });
});

describe('a stream whose upstream reports no usage, read to the end', () => {
  it.each<[string, FormatId]>([
    ['passed through', 'openai-chat'],
    ['translated for a messages client', 'anthropic-messages'],
  ])('is billed its generated output, counted and marked estimated (chat upstream, %s)', async (_, client) => {
    const billed = await billUsageLastStream({ upstream: 'openai-chat', client, turn: TURN, tailAfterMs: 0, withoutUsage: true });
    expect(billed.read).toContain(MARKER);
    expect(billed.entry).toMatchObject({ status: 'ok', estimated: 'input_and_output' });
    expect(billed.entry.outputTokens).toBeGreaterThanOrEqual(TRUTH * 0.9);
    expect(billed.entry.outputTokens).toBeLessThanOrEqual(TRUTH * 1.1);
    expect(billed.record['tokens']).toMatchObject({ estimated: true });
  });
});
