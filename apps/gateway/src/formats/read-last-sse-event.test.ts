import { describe, expect, it } from 'vitest';
import { readLastSseEvent } from './read-last-sse-event.js';

describe('readLastSseEvent', () => {
  it.each([
    ['one data event', 'data: [DONE]\n\n', { event: undefined, data: '[DONE]' }],
    ['the last of several', 'data: {"a":1}\n\ndata: [DONE]\n\n', { event: undefined, data: '[DONE]' }],
    ['named, no space after the colon', 'event:message_stop\ndata:{"type":"message_stop"}\n\n', { event: 'message_stop', data: '{"type":"message_stop"}' }],
    ['CRLF line ends', 'event: ping\r\ndata: {}\r\n\r\nevent: message_stop\r\ndata: {"type":"message_stop"}\r\n\r\n', { event: 'message_stop', data: '{"type":"message_stop"}' }],
    ['several data lines and an id', 'id: 7\nevent: x\ndata: a\ndata: b\n\n', { event: 'x', data: 'a\nb' }],
    ['a space kept beyond the first', 'data:  [DONE]\n\n', { event: undefined, data: ' [DONE]' }],
    ['a comment only', ': keep-alive\n\n', undefined],
    ['stops inside an event', 'data: {"a":1}\n\ndata: [DONE]\n', undefined],
    ['stops inside a line', 'data: [DO', undefined],
    ['a lone blank line', '\n\n', undefined],
    ['empty', '', undefined],
    ['a field that only starts like data', 'database: x\n\n', undefined],
  ])('%s', (_name, text, expected) => {
    expect(readLastSseEvent(text)).toEqual(expected);
  });
});
