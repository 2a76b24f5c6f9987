import { describe, expect, it } from 'vitest';
import { interpolateEnv } from './interpolate-env.js';

describe('interpolateEnv', () => {
  it('replaces set variables and defaults, and reports unset ones with their path', () => {
    const problems: string[] = [];
    const result = interpolateEnv(
      { providers: { openai: { api_key: '${OPENAI_KEY}', base_url: '${BASE:-https://api.openai.com/v1}' } }, list: ['${MISSING}'] },
      { OPENAI_KEY: 'sk-1' },
      problems,
    );
    expect(result).toEqual({ providers: { openai: { api_key: 'sk-1', base_url: 'https://api.openai.com/v1' } }, list: [''] });
    expect(problems).toEqual([expect.stringContaining('list[0]: the environment variable MISSING is not set')]);
  });
});
