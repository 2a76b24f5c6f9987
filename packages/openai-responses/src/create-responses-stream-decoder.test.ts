import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createResponsesStreamDecoder, type ResponsesStreamItem } from './create-responses-stream-decoder.js';

function fixture(name: string): string {
  return readFileSync(new URL(`./__fixtures__/streams/${name}`, import.meta.url), 'utf8');
}

function decode(chunks: string[]): ResponsesStreamItem[] {
  const decoder = createResponsesStreamDecoder();
  return [...chunks.flatMap((chunk) => decoder.push(chunk)), ...decoder.end()];
}

function eventTypes(items: ResponsesStreamItem[]): string[] {
  return items.map((item) => (item.type === 'event' ? item.event.type : `invalid: ${item.reason}`));
}

const EVERY_EVENT_TYPE = [
  'response.created',
  'response.in_progress',
  'response.queued',
  'response.completed',
  'response.incomplete',
  'response.failed',
  'response.output_item.added',
  'response.output_item.done',
  'response.content_part.added',
  'response.content_part.done',
  'response.output_text.delta',
  'response.output_text.done',
  'response.refusal.delta',
  'response.refusal.done',
  'response.function_call_arguments.delta',
  'response.function_call_arguments.done',
  'response.custom_tool_call_input.delta',
  'response.custom_tool_call_input.done',
  'response.reasoning_summary_part.added',
  'response.reasoning_summary_part.done',
  'response.reasoning_summary_text.delta',
  'response.reasoning_summary_text.done',
  'response.reasoning_text.delta',
  'response.reasoning_text.done',
  'response.output_text.annotation.added',
  'response.web_search_call.in_progress',
  'response.web_search_call.searching',
  'response.web_search_call.completed',
  'error',
];

describe('createResponsesStreamDecoder', () => {
  const streams = ['codex-turn-every-event.sse', 'queued-then-failed.sse', 'incomplete.sse', 'web-search.sse'];

  it('accepts every event type of the contract, as valid events', () => {
    const items = streams.flatMap((name) => decode([fixture(name)]));
    expect(items.filter((item) => item.type === 'invalid')).toEqual([]);
    expect(new Set(eventTypes(items))).toEqual(new Set(EVERY_EVENT_TYPE));
  });

  it('numbers the recorded Codex turn from 0 and ends it with response.completed', () => {
    const items = decode([fixture('codex-turn-every-event.sse')]);
    const events = items.flatMap((item) => (item.type === 'event' ? [item.event] : []));
    expect(events.map((event) => event.sequence_number)).toEqual(events.map((_event, index) => index));
    expect(events.at(-1)?.type).toBe('response.completed');
  });

  it.each(streams)('decodes %s the same in one piece, by character, with CRLF and without the final blank line', (name) => {
    const text = fixture(name);
    const whole = decode([text]);
    expect(decode([...text])).toEqual(whole);
    expect(decode([text.replaceAll('\n', '\r\n')])).toEqual(whole);
    expect(decode([text.replace(/\n\n$/, '')])).toEqual(whole);
    const crlf = text.replaceAll('\n', '\r\n');
    for (const size of [2, 7, 64, 1000]) {
      const chunks: string[] = [];
      for (let start = 0; start < crlf.length; start += size) chunks.push(crlf.slice(start, start + size));
      expect(decode(chunks)).toEqual(whole);
    }
  });

  it('ignores comments and reads data split over several lines', () => {
    const text = ': keep-alive\n\nevent: response.output_text.delta\ndata: {"type":"response.output_text.delta",\ndata: "sequence_number":3,"item_id":"msg_1","output_index":0,"content_index":0,"delta":"Hi"}\n\n';
    expect(decode([text])).toEqual([
      { type: 'event', event: { type: 'response.output_text.delta', sequence_number: 3, item_id: 'msg_1', output_index: 0, content_index: 0, delta: 'Hi' } },
    ]);
  });

  it('identifies events by data.type, with or without an event line', () => {
    const data = '{"type":"response.function_call_arguments.delta","sequence_number":1,"item_id":"fc_1","output_index":0,"delta":"{"}';
    expect(eventTypes(decode([`data: ${data}\n\n`]))).toEqual(['response.function_call_arguments.delta']);
  });

  it.each<[string, string, RegExp]>([
    ['non-JSON data', 'data: {not json\n\n', /^data is not JSON/],
    ['a [DONE] line', 'data: [DONE]\n\n', /\[DONE\]/],
    ['an event type the contract does not know', 'data: {"type":"response.made_up","sequence_number":0}\n\n', /\/type "response\.made_up" is not a known "type"/],
    ['a delta without sequence_number', 'data: {"type":"response.output_text.delta","item_id":"m","output_index":0,"content_index":0,"delta":"x"}\n\n', /\/sequence_number must have required property/],
    ['a completed event without a response id', 'data: {"type":"response.completed","sequence_number":9,"response":{"object":"response","created_at":1,"status":"completed","model":"m","output":[]}}\n\n', /\/response\/id must have required property 'id'/],
  ])('reports %s as invalid, keeping the data and a reason', (_name, text, reason) => {
    const items = decode([text]);
    expect(items).toHaveLength(1);
    const [item] = items;
    expect(item?.type).toBe('invalid');
    if (item?.type !== 'invalid') return;
    expect(item.reason).toMatch(reason);
    expect(text).toContain(item.data);
  });

  it('keeps decoding after an invalid message', () => {
    const good = 'data: {"type":"error","sequence_number":4,"code":null,"message":"boom","param":null}\n\n';
    expect(eventTypes(decode([`data: oops\n\n${good}`]))).toEqual([expect.stringMatching(/^invalid/), 'error']);
  });

  it('yields nothing for an empty stream', () => {
    expect(decode([''])).toEqual([]);
  });
});
