import type { FormatId } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import { billUsageLastStream } from '../testing-fixtures/bill-usage-last-stream.js';
import type { GeneratedTurn } from '../testing-fixtures/usage-last-streams.js';

const MARKER = 'QZXLASTARG';
const TURN: GeneratedTurn = {
  deltas: Array.from({ length: 50 }, () => 'A paragraph of the answer, one of many. '),
  tool: { name: 'write_file', arguments: JSON.stringify({ path: `/src/${MARKER}.ts` }) },
  // Far from what the text counts to: only the upstream's own figure can produce it.
  usage: { input: 20, output: 7777 },
};
const FORMATS: FormatId[] = ['openai-chat', 'openai-responses', 'anthropic-messages'];

describe('a stream whose client left before the final usage', () => {
  it.each(FORMATS)('is read on until the %s upstream reports its usage, and settled with that figure', async (format) => {
    const billed = await billUsageLastStream({ upstream: format, client: format, turn: TURN, tailAfterMs: 300, hangUpAfter: MARKER, options: { drainAfterDisconnectMs: 10_000 } });
    expect(billed.upstreamCancelled).toBe(false);
    expect(billed.entry).toMatchObject({ status: 'client_aborted', outputTokens: 7777 });
    expect(billed.record['tokens']).toMatchObject({ estimated: false });
  });

  it('is cancelled at once and counted with no drain (0 ms)', async () => {
    const billed = await billUsageLastStream({ upstream: 'openai-chat', client: 'openai-chat', turn: TURN, tailAfterMs: 300, hangUpAfter: MARKER, options: { drainAfterDisconnectMs: 0 } });
    expect(billed.upstreamCancelled).toBe(true);
    expect(billed.entry.outputTokens).toBeLessThan(7777);
    expect(billed.entry.outputTokens).toBeGreaterThan(0);
    expect(billed.record['tokens']).toMatchObject({ estimated: true });
  });

  it('stops reading past its byte bound and counts what came', async () => {
    const billed = await billUsageLastStream({ upstream: 'openai-chat', client: 'openai-chat', turn: TURN, tailAfterMs: 300, hangUpAfter: MARKER, options: { drainAfterDisconnectMs: 10_000, drainAfterDisconnectBytes: 10 } });
    expect(billed.entry.outputTokens).toBeLessThan(7777);
    expect(billed.record['tokens']).toMatchObject({ estimated: true });
  });
});
