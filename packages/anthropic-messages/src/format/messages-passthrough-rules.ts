import { isJsonObject, parseJsonText, readErrorMessage, type PassthroughRules } from '@modelgate/ir';

/** How a Messages stream is passed through: `message_stop` ends it. */
export const messagesPassthroughRules: PassthroughRules = {
  readStreamItem(message) {
    const event = parseJsonText(message.data);
    if (!isJsonObject(event)) return { kind: 'content' };
    const type = event['type'] ?? message.event;
    if (type === 'error') return { kind: 'error', message: readErrorMessage(event['error']) };
    return type === 'message_start' || type === 'ping' ? { kind: 'other' } : { kind: 'content' };
  },
  mayEndStream: (text) => text.includes('message_stop'),
  isLastStreamEvent: (message) => message.event === 'message_stop',
  modelMember: 'model',
  streamLineFilter: () => undefined,
  toUpstreamBody: (body, upstreamModel) => ({ ...body, model: upstreamModel }),
};
