import { isJsonObject } from '../http/parse-json-body.js';
import type { SseMessage } from '@modelgate/ir';
import { describeValue } from './describe-value.js';
import { parseFrameJson } from './parse-frame-json.js';

/**
 * Messages event order: `message_start` first; blocks start at consecutive indexes, get deltas only while open and
 * stop once; `message_delta` (with `stop_reason` and `usage`) comes after every block and before `message_stop`.
 * `ping` may come anywhere; an `error` event is a failure.
 */
export function checkMessagesStreamOrder(frames: readonly SseMessage[]): string[] {
  const findings: string[] = [];
  const events: Record<string, unknown>[] = [];
  for (const { json, index } of parseFrameJson(frames)) {
    if (isJsonObject(json) && typeof json.type === 'string') events.push(json);
    else findings.push(`frame ${index} is not a JSON event with a "type": ${describeValue(frames[index]?.data)}`);
  }
  const meaningful = events.filter((event) => event.type !== 'ping');
  if (meaningful[0]?.type !== 'message_start') {
    findings.push(`the first event is ${describeValue(meaningful[0]?.type)}, not "message_start"`);
  }
  let openIndex: number | undefined;
  let nextIndex = 0;
  let sawMessageDelta = false;
  for (const event of meaningful) {
    const index = typeof event.index === 'number' ? event.index : undefined;
    switch (event.type) {
      case 'content_block_start':
        if (openIndex !== undefined) findings.push(`block ${describeValue(index)} starts while block ${openIndex} is open`);
        if (index !== nextIndex) findings.push(`content_block_start index ${describeValue(index)}, expected ${nextIndex}`);
        openIndex = index;
        nextIndex = (index ?? nextIndex) + 1;
        break;
      case 'content_block_delta':
        if (index === undefined || index !== openIndex) findings.push(`content_block_delta for block ${describeValue(index)}, which is not open`);
        break;
      case 'content_block_stop':
        if (index === undefined || index !== openIndex) findings.push(`content_block_stop for block ${describeValue(index)}, which is not open`);
        openIndex = undefined;
        break;
      case 'message_delta': {
        if (openIndex !== undefined) findings.push(`message_delta arrives while block ${openIndex} is open`);
        sawMessageDelta = true;
        const delta = event.delta;
        if (!isJsonObject(delta) || typeof delta.stop_reason !== 'string') findings.push('message_delta lacks delta.stop_reason');
        const usage = event.usage;
        if (!isJsonObject(usage) || typeof usage.output_tokens !== 'number') findings.push('message_delta lacks usage.output_tokens');
        break;
      }
      case 'message_stop':
        if (!sawMessageDelta) findings.push('message_stop arrives without a message_delta before it');
        break;
      case 'error':
        findings.push(`the stream carries an error event: ${describeValue(event.error)}`);
        break;
      default:
        break;
    }
  }
  return findings;
}

/** The last event of a Messages stream is `message_stop`. */
export function checkMessagesStreamTerminal(frames: readonly SseMessage[]): string[] {
  const types = parseFrameJson(frames).map(({ json }) => (isJsonObject(json) ? json.type : undefined));
  const last = types.filter((type) => type !== 'ping').at(-1);
  return last === 'message_stop' ? [] : [`the stream ends with ${describeValue(last)}, not message_stop`];
}
