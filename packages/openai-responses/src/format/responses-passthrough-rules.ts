import { isJsonObject, parseJsonText, readErrorMessage, type PassthroughRules } from '@modelgate/ir';

const PREAMBLE_EVENTS = new Set(['response.created', 'response.in_progress', 'response.queued']);
const TERMINAL_EVENTS = new Set(['response.completed', 'response.incomplete', 'response.failed']);

/**
 * The kind of an event named by its `event:` line (OpenAI names every one), or undefined when its data must be read:
 * an error or a failed response (for the message), or a name that is not one of the format's. response.created and
 * response.in_progress echo the whole response, the request's instructions and tools included: not parsed to learn
 * what their name already says.
 */
function kindByName(name: string | undefined): 'other' | 'content' | undefined {
  if (name === undefined || name === 'response.failed' || !name.startsWith('response.')) return undefined;
  return PREAMBLE_EVENTS.has(name) ? 'other' : 'content';
}

/** How a Responses stream is passed through: a completed, incomplete or failed response ends it. */
export const responsesPassthroughRules: PassthroughRules = {
  readStreamItem(message) {
    const named = kindByName(message.event);
    if (named !== undefined) return { kind: named };
    const event = parseJsonText(message.data);
    if (!isJsonObject(event)) return { kind: 'content' };
    const type = event['type'] ?? message.event;
    if (type === 'error') return { kind: 'error', message: readErrorMessage(event) };
    if (type === 'response.failed') {
      const response = isJsonObject(event['response']) ? event['response'] : {};
      return { kind: 'error', message: readErrorMessage(response['error']) };
    }
    return PREAMBLE_EVENTS.has(String(type)) ? { kind: 'other' } : { kind: 'content' };
  },
  mayEndStream(text) {
    for (const name of TERMINAL_EVENTS) if (text.includes(name)) return true;
    return false;
  },
  isLastStreamEvent: (message) => message.event !== undefined && TERMINAL_EVENTS.has(message.event),
  modelMember: 'model',
  streamLineFilter: () => undefined,
  toUpstreamBody: (body, upstreamModel) => ({ ...body, model: upstreamModel }),
};
