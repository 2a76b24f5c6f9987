import { describe, expect, it } from 'vitest';
import type { JsonObject } from '@modelgate/ir';
import { readRequestSettings } from './read-request-settings.js';

const ALL_SETTINGS: JsonObject = {
  store: false, service_tier: 'auto', thinking: { type: 'enabled', budget_tokens: 1024 }, reasoning: { effort: 'low' },
  reasoning_effort: 'high', parallel_tool_calls: true, tool_choice: 'auto', top_k: 5, top_p: 0.9, temperature: 0.2,
  max_output_tokens: 100, max_completion_tokens: 200, max_tokens: 300, stream: true,
};

describe('readRequestSettings', () => {
  it('reads the settings in one fixed order, whatever the order of the body, then the counts', () => {
    const settings = readRequestSettings({ ...ALL_SETTINGS, tools: [{}, {}], messages: [{}, {}, {}], input: [{}], model: 'm' });
    // The diagnostic record is JSON: its key order is part of its bytes.
    expect(JSON.stringify(settings)).toBe(
      '{"stream":true,"max_tokens":300,"max_completion_tokens":200,"max_output_tokens":100,"temperature":0.2,"top_p":0.9,' +
        '"top_k":5,"tool_choice":"auto","parallel_tool_calls":true,"reasoning_effort":"high","reasoning":{"effort":"low"},' +
        '"thinking":{"type":"enabled","budget_tokens":1024},"service_tier":"auto","store":false,"tools":2,"messages":3,"inputItems":1}',
    );
  });

  it('keeps a setting that is present with a null or false value, and leaves out what is absent', () => {
    expect(readRequestSettings({ model: 'm', messages: [], temperature: null, stream: false })).toEqual({ stream: false, temperature: null, messages: 0 });
    expect(Object.keys(readRequestSettings({ model: 'm', input: 'text', tools: 'none' }))).toEqual([]);
  });

  it('shares the setting values with the body (no copies) and reads no message content', () => {
    const thinking = { type: 'enabled', budget_tokens: 10 };
    const settings = readRequestSettings({ model: 'm', thinking, messages: [{ role: 'user', content: 'secret' }] });
    expect(settings['thinking']).toBe(thinking);
    expect(JSON.stringify(settings)).not.toContain('secret');
  });

  it('gives each request a settings object of its own', () => {
    const body: JsonObject = { model: 'm', temperature: 1 };
    const first = readRequestSettings(body);
    first['temperature'] = 2;
    expect(readRequestSettings(body)).toEqual({ temperature: 1 });
  });
});
