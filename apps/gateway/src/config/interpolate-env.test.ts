import { describe, expect, it } from 'vitest';
import { interpolateEnv } from './interpolate-env.js';

describe('interpolateEnv', () => {
  it('replaces set variables and defaults, and reports unset ones with their path', () => {
    const problems: string[] = [];
    const result = interpolateEnv(
      { providers: { openai: { api_key: '${OPENAI_KEY}', base_url: '${BASE:-https://api.openai.com/v1}' } }, list: ['${MISSING}'] },
      { env: { OPENAI_KEY: 'sk-1' }, problems },
    );
    expect(result).toEqual({ providers: { openai: { api_key: 'sk-1', base_url: 'https://api.openai.com/v1' } }, list: [''] });
    expect(problems).toEqual([expect.stringContaining('list[0]: the environment variable MISSING is not set')]);
  });

  it('reads an unset variable of an unused value as empty and lists its path instead of reporting it', () => {
    const problems: string[] = [];
    const unused: string[] = [];
    const document = { store: '${STORE}', providers: { openai: { api_key: '${OPENAI_KEY}' } } };
    const result = interpolateEnv(document, { env: {}, problems, unused, isUsed: (path) => path === 'store' });
    expect(result).toEqual({ store: '', providers: { openai: { api_key: '' } } });
    expect(problems).toEqual([expect.stringContaining('store: the environment variable STORE is not set')]);
    expect(unused).toEqual(['providers.openai.api_key']);
  });
});
