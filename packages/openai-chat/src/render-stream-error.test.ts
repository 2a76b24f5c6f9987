import { describe, expect, it } from 'vitest';
import { createChatStreamDecoder } from './create-chat-stream-decoder.js';
import { renderStreamError } from './render-stream-error.js';

describe('renderStreamError', () => {
  it('writes one data-only SSE message with the error envelope', () => {
    expect(renderStreamError({ status: 502, message: 'The upstream provider closed the connection.' })).toBe(
      'data: {"error":{"message":"The upstream provider closed the connection.","type":"server_error","param":null,"code":"upstream_error"}}\n\n',
    );
  });

  it('is read back as an error item by the chat decoder', () => {
    const decoder = createChatStreamDecoder();
    const items = decoder.push(renderStreamError({ status: 429, message: 'Slow down.', code: 'rate_limit_exceeded' }));
    expect(items).toEqual([{ type: 'error', error: { message: 'Slow down.', type: 'rate_limit_error', param: null, code: 'rate_limit_exceeded' } }]);
  });

  it('escapes message text so it cannot break the SSE framing', () => {
    const text = renderStreamError({ status: 500, message: 'line one\n\ndata: [DONE]' });
    expect(text.split('\n\n')).toHaveLength(2);
    expect(createChatStreamDecoder().push(text)).toMatchObject([{ type: 'error', error: { message: 'line one\n\ndata: [DONE]' } }]);
  });
});
