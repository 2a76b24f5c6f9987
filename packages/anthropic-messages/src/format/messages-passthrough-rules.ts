import { isJsonObject, parseJsonText, readErrorMessage, type PassthroughRules } from '@modelgate/ir';

/** The events Anthropic names that are no content: the message's head and the keep-alive. */
const PREAMBLE_EVENTS = new Set(['message_start', 'ping']);
const CONTENT_EVENTS = new Set(['content_block_start', 'content_block_delta', 'content_block_stop', 'message_delta', 'message_stop']);

/** How a Messages stream is passed through: `message_stop` ends it. */
export const messagesPassthroughRules: PassthroughRules = {
  readStreamItem(message) {
    // Named by its `event:` line (Anthropic names every one): an error's data is read for its message, and so is the
    // data of a name that is not one of the format's.
    const name = message.event;
    if (name !== undefined) {
      if (PREAMBLE_EVENTS.has(name)) return { kind: 'other' };
      if (CONTENT_EVENTS.has(name)) return { kind: 'content' };
    }
    const event = parseJsonText(message.data);
    if (!isJsonObject(event)) return { kind: 'content' };
    const type = event['type'] ?? message.event;
    if (type === 'error') return { kind: 'error', message: readErrorMessage(event['error']) };
    return PREAMBLE_EVENTS.has(String(type)) ? { kind: 'other' } : { kind: 'content' };
  },
  mayEndStream: (text) => text.includes('message_stop'),
  isLastStreamEvent: (message) => message.event === 'message_stop',
  modelMember: 'model',
  streamLineFilter: () => undefined,
  toUpstreamBody: (body, upstreamModel) => ({ ...body, model: upstreamModel }),
};
