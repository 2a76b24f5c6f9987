import { encodeMessagesStreamEvent } from './encode-messages-stream-event.js';
import type { ErrorInput } from '@modelgate/ir';
import { pickErrorType } from './pick-error-type.js';

/**
 * The SSE text that reports a failure once the stream has started (headers already sent):
 * `event: error\ndata: {"type":"error","error":{"type":…,"message":…}}\n\n`. Clients raise it as an API error whose
 * type is `error.type`, chosen as in `renderError`.
 */
export function renderStreamError(input: ErrorInput): string {
  return encodeMessagesStreamEvent({
    type: 'error',
    error: { type: pickErrorType(input.status, input.type), message: input.message },
  });
}
