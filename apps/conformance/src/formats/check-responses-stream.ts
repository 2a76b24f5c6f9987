import { isJsonObject } from '../http/parse-json-body.js';
import type { SseMessage } from '@modelgate/ir';
import { describeValue } from './describe-value.js';
import { parseFrameJson } from './parse-frame-json.js';

const TERMINAL_TYPES = new Set(['response.completed', 'response.incomplete', 'response.failed']);

function eventsOf(frames: readonly SseMessage[]): { findings: string[]; events: Record<string, unknown>[] } {
  const findings: string[] = [];
  const events: Record<string, unknown>[] = [];
  for (const { json, index } of parseFrameJson(frames)) {
    if (isJsonObject(json) && typeof json.type === 'string') events.push(json);
    else findings.push(`frame ${index} is not a JSON event with a "type": ${describeValue(frames[index]?.data)}`);
  }
  return { findings, events };
}

/**
 * Responses event order: `response.created` first, strictly increasing `sequence_number`, every output item added
 * before its deltas and done before the terminal event, one terminal event.
 */
export function checkResponsesStreamOrder(frames: readonly SseMessage[]): string[] {
  const { findings, events } = eventsOf(frames);
  if (events[0]?.type !== 'response.created') {
    findings.push(`the first event is ${describeValue(events[0]?.type)}, not "response.created"`);
  }
  let lastSequence = -Infinity;
  const openItems = new Set<number>();
  const seenItems = new Set<number>();
  let terminalCount = 0;
  for (const event of events) {
    const type = String(event.type);
    if (typeof event.sequence_number === 'number') {
      if (event.sequence_number <= lastSequence) findings.push(`sequence_number goes back at ${type}`);
      lastSequence = event.sequence_number;
    }
    const outputIndex = typeof event.output_index === 'number' ? event.output_index : undefined;
    if (type === 'response.output_item.added' && outputIndex !== undefined) {
      openItems.add(outputIndex);
      seenItems.add(outputIndex);
    } else if (type === 'response.output_item.done' && outputIndex !== undefined) {
      if (!openItems.delete(outputIndex)) findings.push(`output_item.done for output_index ${outputIndex} was never added`);
    } else if (outputIndex !== undefined && !seenItems.has(outputIndex)) {
      findings.push(`${type} refers to output_index ${outputIndex} before output_item.added`);
    }
    if (TERMINAL_TYPES.has(type)) {
      terminalCount += 1;
      if (openItems.size > 0) findings.push(`${type} arrives while output items ${[...openItems].join(', ')} are not done`);
    }
  }
  if (terminalCount > 1) findings.push(`${terminalCount} terminal events`);
  return findings;
}

/** The last event is `response.completed` (with `response.id`), `response.incomplete` or `response.failed`. */
export function checkResponsesStreamTerminal(frames: readonly SseMessage[]): string[] {
  const { events } = eventsOf(frames);
  const last = events.at(-1);
  if (last === undefined || !TERMINAL_TYPES.has(String(last.type))) {
    return [`the stream ends with ${describeValue(last?.type)}, not response.completed, .incomplete or .failed`];
  }
  const response = last.response;
  if (!isJsonObject(response) || typeof response.id !== 'string') return [`${String(last.type)} lacks response.id`];
  return [];
}
