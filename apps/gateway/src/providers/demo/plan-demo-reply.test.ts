import { describe, expect, it } from 'vitest';
import { planDemoReply } from './plan-demo-reply.js';

const newId = (prefix: string): string => `${prefix}1`;
const weather = { name: 'get_weather', schema: { type: 'object', properties: { city: { type: 'string' }, days: { type: 'integer' } }, required: ['city', 'days'] } };

describe('planDemoReply', () => {
  it('echoes the user when no tool is asked for', () => {
    const reply = planDemoReply({ lastUserText: 'say hi', toolResult: undefined, tools: [weather] }, newId);
    expect(reply).toEqual({ kind: 'text', text: expect.stringContaining('You said: "say hi"') });
  });

  it('calls the tool the user names, with arguments from its schema', () => {
    const reply = planDemoReply({ lastUserText: 'please use get_weather', toolResult: undefined, tools: [{ name: 'other', schema: {} }, weather] }, newId);
    expect(reply).toEqual({ kind: 'tool-call', callId: 'call_1', name: 'get_weather', argumentsJson: '{"city":"demo","days":1}' });
  });

  it('answers a tool result with its output', () => {
    const reply = planDemoReply({ lastUserText: 'use a tool', toolResult: 'sunny', tools: [weather] }, newId);
    expect(reply).toEqual({ kind: 'text', text: 'The tool returned: sunny' });
  });
});
