import { describe, expect, it } from 'vitest';
import { endSettling, type RequestContext, whenSettled } from './request-context.js';

function newContext(): RequestContext {
  return { requestId: 'req_1', startedAt: 0, format: 'openai-chat', diagnostic: { requestId: 'req_1', method: 'POST', path: '/v1/chat/completions', client: undefined } };
}

describe('whenSettled', () => {
  it('runs at once when nothing is being settled', () => {
    const ran: string[] = [];
    whenSettled(newContext(), () => ran.push('record'));
    expect(ran).toEqual(['record']);
  });

  it('waits for endSettling, then runs what waited in the order it was asked, once', () => {
    const context = newContext();
    context.settling = true;
    const ran: string[] = [];
    whenSettled(context, () => ran.push('record'));
    whenSettled(context, () => ran.push('trace'));
    expect(ran).toEqual([]);
    endSettling(context);
    expect(ran).toEqual(['record', 'trace']);
    endSettling(context);
    whenSettled(context, () => ran.push('late'));
    expect(ran).toEqual(['record', 'trace', 'late']);
  });
});
