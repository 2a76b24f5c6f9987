import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type IrStopReason, type IrUsage, createSseParser } from '@modelgate/ir';
import { createStreamUsageMeter } from '../create-stream-usage-meter.js';
import { mergeUsage } from '../ir/merge-usage.js';
import { createTestContext } from '../testing-fixtures/inspect-sse.js';
import { createResponsesStreamToIr, mayAffectResponsesStreamUsage } from './stream-to-ir.js';
import { createStreamProcessor } from '../run-stream-step.js';

/** The meter's pattern before the type pre-test (issue 20): what the pre-test must agree with where it decides. */
const ENDS_OR_FAILS_RESPONSE = /response\.(?:completed|incomplete|failed)|"error"(?![ \t\n\r]*:)/;
const STARTS_TOOL_CALL = /"(?:function_call|custom_tool_call)"/;
const patternBefore = (data: string): boolean =>
  ENDS_OR_FAILS_RESPONSE.test(data) || (data.includes('response.output_item.added') && STARTS_TOOL_CALL.test(data));

/** The six types the decoder can report usage, a finish, an error or a tool call from. */
const REPORTING_TYPES = ['response.completed', 'response.incomplete', 'response.failed', 'error', 'response.output_item.added', 'response.output_item.done'];
const OTHER_TYPES = [
  'response.created', 'response.in_progress', 'response.content_part.added', 'response.content_part.done', 'response.output_text.delta',
  'response.output_text.done', 'response.refusal.delta', 'response.reasoning_summary_part.added', 'response.reasoning_summary_text.delta',
  'response.reasoning_text.delta', 'response.function_call_arguments.delta', 'response.custom_tool_call_input.delta',
  // Near misses of the six, and names no decoder knows.
  'response.complete', 'response.completed_', 'response.failed.x', 'errors', 'Error', 'response.output_item.add', 'response.output_item',
  'response.output_item.added.x', 'response.',
];

/** Texts that mention what the pattern looks for, to be carried by events that report nothing. */
const TRICKY_TEXTS = ['error', '"error"', '"error":', 'response.completed', 'response.failed', '"function_call"', 'custom_tool_call', 'response.output_item.added', '\\', '"', ''];
const text = fc.oneof(fc.constantFrom(...TRICKY_TEXTS), fc.string({ maxLength: 8 }));
const eventType = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...REPORTING_TYPES) }, { weight: 6, arbitrary: fc.constantFrom(...OTHER_TYPES) }, { weight: 1, arbitrary: fc.string({ maxLength: 30 }) });
const usage = fc.option(fc.record({ input_tokens: fc.nat(99), output_tokens: fc.nat(99) }), { nil: null });
const item = fc.record({
  type: fc.constantFrom('function_call', 'custom_tool_call', 'message', 'reasoning', 'web_search_call'),
  id: fc.constantFrom('fc_1', 'ct_2', 'msg_1', 'rs_1'),
  call_id: fc.constant('call_1'),
  name: text,
  arguments: text,
});
const response = fc.record({
  id: fc.constant('resp_1'), status: fc.constantFrom('in_progress', 'completed', 'incomplete', 'failed'),
  error: fc.option(fc.record({ code: text, message: text }), { nil: null }), usage,
  incomplete_details: fc.option(fc.record({ reason: fc.constantFrom('max_output_tokens', 'content_filter') }), { nil: null }),
});
const payload = fc.record({
  type: eventType,
  item_id: fc.constantFrom('msg_1', 'fc_1', 'ct_2', 'rs_1'),
  content_index: fc.nat(1),
  delta: text,
  item,
  part: fc.record({ type: fc.constantFrom('output_text', 'refusal'), text }),
  response,
  code: text,
  message: text,
}, { requiredKeys: ['type'] });

/** How a payload is written: the `type` first or among the others, spacing after `:` and `,`, the type's characters escaped. */
const writing = fc.record({
  typeAt: fc.nat(9),
  afterColon: fc.constantFrom('', '', ' ', '\t', '\n '),
  afterComma: fc.constantFrom('', '', ' ', '\r\n'),
  beforeColon: fc.constantFrom('', '', '', ' '),
  escapeAt: fc.option(fc.nat(40), { nil: undefined }),
});

type Writing = { typeAt: number; afterColon: string; afterComma: string; beforeColon: string; escapeAt: number | undefined };

/** One payload as an upstream could write it (never with two `type` members: the pre-test reads the first only). */
function writePayload(data: Record<string, unknown>, how: Writing): string {
  const { type, ...rest } = data;
  const members = Object.entries(rest).map(([key, value]) => `"${key}"${how.beforeColon}:${how.afterColon}${JSON.stringify(value)}`);
  let typeValue = JSON.stringify(type);
  const at = how.escapeAt === undefined ? -1 : 1 + (how.escapeAt % Math.max(1, typeValue.length - 2));
  if (at > 0 && at < typeValue.length - 1 && typeValue[at] !== '\\' && typeValue[at - 1] !== '\\') {
    typeValue = `${typeValue.slice(0, at)}\\u${typeValue.charCodeAt(at).toString(16).padStart(4, '0')}${typeValue.slice(at + 1)}`;
  }
  members.splice(Math.min(how.typeAt, members.length), 0, `"type"${how.beforeColon}:${how.afterColon}${typeValue}`);
  return `{${members.join(`,${how.afterComma}`)}}`;
}

/** The usage and stop reason of the events `decodes` lets through, decoded in turn (`() => true`: a full decode). */
function decodeUsage(datas: readonly string[], decodes: (data: string) => boolean): [IrUsage | undefined, IrStopReason | undefined] {
  const decoder = createStreamProcessor(createResponsesStreamToIr(), createTestContext());
  let usageSeen: IrUsage | undefined;
  let stopReason: IrStopReason | undefined;
  for (const data of datas.filter(decodes)) {
    for (const event of decoder.push({ type: 'message', data })) {
      if (event.type === 'usage') usageSeen = mergeUsage(usageSeen, event.usage);
      else if (event.type === 'finish') stopReason = event.stopReason;
    }
  }
  return [usageSeen, stopReason];
}

describe('mayAffectResponsesStreamUsage: the event type decided first (property, issue 20)', () => {
  it('agrees with the pattern before it, except on a plainly written first `type` of no reporting event, which it skips', () => {
    fc.assert(fc.property(payload, writing, (data, how) => {
      const written = writePayload(data, how);
      expect(JSON.parse(written)).toEqual(data);
      const now = mayAffectResponsesStreamUsage(written);
      if (now === patternBefore(written)) return;
      expect(now).toBe(false);
      expect(how.typeAt === 0 && how.beforeColon === '' && how.afterColon === '').toBe(true);
      expect(REPORTING_TYPES).not.toContain(data.type);
      expect(written.slice(9, 9 + String(data.type).length + 1)).toBe(`${String(data.type)}"`);
    }), { numRuns: 20_000 });
  });

  it('an event it skips and the pattern before it did not reports nothing, whatever came before it in the stream', () => {
    fc.assert(fc.property(fc.array(fc.tuple(payload, writing), { maxLength: 12 }), (events) => {
      const decoder = createStreamProcessor(createResponsesStreamToIr(), createTestContext());
      for (const [data, how] of events) {
        const written = writePayload(data, how);
        const reported = decoder.push({ type: 'message', data: written }).filter((event) =>
          event.type === 'usage' || event.type === 'finish' || event.type === 'error' || event.type === 'tool-call-start');
        if (!mayAffectResponsesStreamUsage(written) && patternBefore(written)) expect(reported).toEqual([]);
      }
    }), { numRuns: 5_000 });
  });

  it("the meter reads what it read with the pattern before (without escapes, a full decode's usage and stop reason), for any stream cut anywhere into pushes", () => {
    fc.assert(fc.property(
      fc.array(fc.tuple(payload, writing), { minLength: 1, maxLength: 14 }),
      fc.array(fc.nat(), { maxLength: 12 }),
      fc.constantFrom('\n', '\r\n'),
      (events, cuts, newline) => {
        const datas = events.map(([data, how]) => writePayload(data, how));
        const streamText = datas.map((data, index) => `event: ${String(events[index]![0].type).replace(/[\r\n]/g, '')}${newline}data: ${data.replace(/\r\n|\r|\n/g, ' ')}${newline}${newline}`).join('');
        const parsed = createSseParser();
        const sent = [...parsed.push(streamText), ...parsed.end()].map((message) => message.data);
        const points = [...new Set(cuts.map((cut) => cut % (streamText.length + 1)))].sort((a, b) => a - b);
        const meter = createStreamUsageMeter('openai-responses');
        let from = 0;
        for (const point of [...points, streamText.length]) {
          meter.push(streamText.slice(from, point));
          from = point;
        }
        meter.end();
        expect([meter.usage(), meter.stopReason()]).toEqual(decodeUsage(sent, patternBefore));
        // A type written with an escape (`"\u0072esponse.completed"`) escapes the pattern as it did before; no upstream
        // writes one. Without such escapes, the meter reads what a full decode reads.
        if (events.every(([, how]) => how.escapeAt === undefined)) expect([meter.usage(), meter.stopReason()]).toEqual(decodeUsage(sent, () => true));
      },
    ), { numRuns: 5_000 });
  });
});
