import { describe, expect, it } from 'vitest';
import type { IrMessage } from '@modelgate/ir';
import { normalizeToolTurns } from './normalize-tool-turns.js';
import { createWarningSink } from './create-warning-sink.js';

const call = (callId: string): IrMessage => ({ role: 'assistant', content: [{ type: 'tool-call', callId, name: 'f', arguments: '{}', kind: 'function' }] });
const calls = (...callIds: string[]): IrMessage => ({ role: 'assistant', content: callIds.map((callId) => ({ type: 'tool-call', callId, name: 'f', arguments: '{}', kind: 'function' })) });
const result = (callId: string, content = 'ok'): IrMessage => ({ role: 'tool', callId, content, kind: 'function' });
const system = (text: string): IrMessage => ({ role: 'system', content: [{ type: 'text', text }] });
const user = (text: string): IrMessage => ({ role: 'user', content: [{ type: 'text', text }] });

describe('normalizeToolTurns', () => {
  it.each<[string, IrMessage[], IrMessage[], string[]]>([
    ['keeps a well-formed turn', [call('a'), result('a'), user('next')], [call('a'), result('a'), user('next')], []],
    ['moves a system message after the results', [call('a'), system('note'), result('a')], [call('a'), result('a'), system('note')], []],
    ['adds an empty result for an unanswered call', [call('a'), user('never mind')], [call('a'), { role: 'tool', callId: 'a', content: '', kind: 'function' }, user('never mind')], ['tool_result_missing']],
    ['turns an orphan result into user text', [user('hi'), result('zz', 'data')], [user('hi'), user('Tool result (zz):\ndata')], ['tool_result_orphaned']],
    ['keeps parallel calls answered in another order', [calls('a', 'b'), result('b'), result('a'), user('next')], [calls('a', 'b'), result('b'), result('a'), user('next')], []],
    ['keeps a turn whose call is answered twice', [call('a'), result('a'), result('a', 'again')], [call('a'), result('a'), result('a', 'again')], []],
    ['adds the missing result of one of parallel calls', [calls('a', 'b'), result('b')], [calls('a', 'b'), result('b'), { role: 'tool', callId: 'a', content: '', kind: 'function' }], ['tool_result_missing']],
    ['moves a system message that follows the results of a turn no further', [call('a'), result('a'), system('note')], [call('a'), result('a'), system('note')], []],
    ['turns a result for another call into user text after the turn', [call('a'), result('a'), result('b', 'x')], [call('a'), result('a'), user('Tool result (b):\nx')], ['tool_result_orphaned']],
  ])('%s', (_name, input, expected, codes) => {
    const warnings = createWarningSink();
    expect(normalizeToolTurns(input, warnings)).toEqual(expected);
    expect(warnings.list().map((warning) => warning.code)).toEqual(codes);
  });
});
