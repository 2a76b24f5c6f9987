import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODECS } from './codec-registry.js';
import { createStreamTranslator } from './create-stream-translator.js';
import { readClientAnswer } from './read-client-answer.js';
import { FORMAT_IDS, type FormatId, type IrEncoderInput, type IrStopReason, type IrStreamEvent } from '@modelgate/ir';
import { chunkText, createTestContext, createTestResponseContext, isTerminal, TEST_CLIENT_REQUESTS, parseSseEvents } from './testing-fixtures/inspect-sse.js';
import { streamEventIssues } from './testing-fixtures/validate-format.js';

type Block = { kind: 'text' | 'reasoning' | 'tool'; pieces: string[] };

const text = fc.string({ minLength: 0, maxLength: 12 });
const block: fc.Arbitrary<Block> = fc.record({
  kind: fc.constantFrom<Block['kind']>('text', 'reasoning', 'tool'),
  pieces: fc.array(text, { maxLength: 4 }),
});
const stopReason = fc.constantFrom<IrStopReason>('end_turn', 'max_tokens', 'tool_use', 'refusal', 'stop_sequence');
const ending = fc.constantFrom('finish', 'error', 'cut');

/** A well-formed IR event sequence; the source format's own encoder turns it into a valid upstream stream. */
function toEvents(blocks: Block[], stop: IrStopReason, end: string): IrEncoderInput[] {
  const events: IrEncoderInput[] = [{ type: 'response-start' }];
  blocks.forEach((item, index) => {
    const blockId = `b${index}`;
    if (item.kind === 'tool') {
      events.push({ type: 'tool-call-start', blockId, callId: `call_${index}`, name: `tool_${index}`, kind: 'function' });
      const args = JSON.stringify({ value: item.pieces.join('') });
      for (const piece of chunkText(args, 5)) events.push({ type: 'tool-call-delta', blockId, argumentsDelta: piece });
      events.push({ type: 'tool-call-end', blockId });
    } else {
      events.push({ type: item.kind === 'text' ? 'text-start' : 'reasoning-start', blockId });
      for (const piece of item.pieces) {
        events.push(item.kind === 'text' ? { type: 'text-delta', blockId, text: piece } : { type: 'reasoning-delta', blockId, text: piece });
      }
      events.push({ type: item.kind === 'text' ? 'text-end' : 'reasoning-end', blockId });
    }
  });
  events.push({ type: 'usage', usage: { inputTokens: 10, cachedInputTokens: 4, cacheWriteInputTokens: 1, outputTokens: 7, reasoningTokens: 0 } });
  if (end === 'finish') events.push({ type: 'finish', stopReason: stop });
  if (end === 'error') events.push({ type: 'error', error: { status: 529, message: 'Overloaded' } });
  events.push({ type: 'end' });
  return events;
}

function encodeUpstream(format: FormatId, events: IrEncoderInput[], cutAt: number | undefined): string {
  const encoder = CODECS[format].createIrToStream(createTestContext(), readClientAnswer(format, TEST_CLIENT_REQUESTS[format]));
  const text = events.flatMap((event) => encoder.push(event as IrStreamEvent)).join('');
  return cutAt === undefined ? text : text.slice(0, Math.floor(text.length * cutAt));
}

const pairs = FORMAT_IDS.flatMap((from) => FORMAT_IDS.filter((to) => to !== from).map((to) => [from, to] as const));

describe('stream invariants (property)', () => {
  it.each(pairs)('%s → %s: any upstream sequence, even cut short, gives a valid stream with one terminal event', (from, to) => {
    fc.assert(
      fc.property(
        fc.array(block, { maxLength: 5 }),
        stopReason,
        ending,
        fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
        fc.integer({ min: 1, max: 40 }),
        (blocks, stop, end, cutAt, pieceSize) => {
          const upstream = encodeUpstream(from, toEvents(blocks, stop, end === 'cut' ? 'finish' : end), end === 'cut' ? cutAt ?? 0.5 : undefined);
          const translator = createStreamTranslator({ from, to, context: createTestResponseContext(to) });
          let output = '';
          for (const piece of chunkText(upstream, pieceSize)) output += translator.push(piece);
          output += translator.end();
          output += translator.end();
          output += translator.fail({ status: 500, message: 'late failure' });
          const events = parseSseEvents(to, output);
          expect(events.filter((event) => isTerminal(to, event))).toHaveLength(1);
          expect(isTerminal(to, events.at(-1) ?? { type: '', data: null })).toBe(true);
          for (const event of events) {
            if (event.type === 'done' || (to === 'openai-chat' && event.type === 'error')) continue;
            expect(streamEventIssues(to, event.data)).toEqual([]);
          }
          if (to === 'anthropic-messages') {
            const starts = events.filter((event) => event.type === 'content_block_start').map((event) => (event.data as { index: number }).index);
            expect(starts).toEqual(starts.map((_, index) => index));
          }
          if (to === 'openai-responses') {
            const data = events.map((event) => event.data as { sequence_number?: number; output_index?: number; type: string });
            expect(data.map((event) => event.sequence_number)).toEqual(data.map((_, index) => index));
            let added = 0;
            for (const event of data) {
              if (event.type === 'response.output_item.added') expect(event.output_index).toBe(added++);
              else if (event.output_index !== undefined) expect(event.output_index).toBe(added - 1);
            }
          }
          if (to === 'openai-chat') {
            const first = events[0]?.data as { choices?: { delta?: { role?: string } }[] } | undefined;
            if (events[0]?.type === 'chunk') expect(first?.choices?.[0]?.delta?.role).toBe('assistant');
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
