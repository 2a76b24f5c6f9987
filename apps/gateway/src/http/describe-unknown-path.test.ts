import { describe, expect, it } from 'vitest';
import { describeUnknownPath } from './describe-unknown-path.js';

describe('describeUnknownPath', () => {
  it.each([
    ['/v1/v1/messages', '/v1 appears twice'],
    ['/v1/v1/chat/completions', '/v1 appears twice'],
    ['/chat/completions', 'the /v1 prefix is missing'],
    ['/responses', 'the /v1 prefix is missing'],
    ['/models', 'the /v1 prefix is missing'],
    ['/messages', 'the /v1 prefix is missing'],
    ['/v1/chat/completions/chat/completions', '/chat/completions appears twice'],
    ['/v1/responses/responses', '/responses appears twice'],
    ['/v1/messages/v1/messages', 'the messages path appears twice'],
    ['/api/whatever', 'The gateway serves GET /v1/models'],
  ])('%s', (path, expected) => {
    expect(describeUnknownPath('POST', path)).toContain(expected);
  });

  it('names the method to use on a known path', () => {
    expect(describeUnknownPath('GET', '/v1/chat/completions')).toContain('use POST /v1/chat/completions');
  });
});
