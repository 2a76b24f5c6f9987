import { pino, stdTimeFunctions } from 'pino';
import { describe, expect, it } from 'vitest';
import { boundDiagnosticRecord, DIAGNOSTIC_RECORD_SOFT_LIMIT } from './bound-diagnostic-record.js';
import { createDiagnosticRecordWriter } from './create-diagnostic-record-writer.js';
import type { DiagnosticRecord } from './diagnostic-record.js';

const record: DiagnosticRecord = {
  requestId: 'req_1',
  method: 'POST',
  path: '/v1/messages',
  status: 200,
  client: 'claude-cli/2.1.197',
  model: 'claude "quoted" ✓',
  settings: { temperature: 0.5, stop: ['\n'] },
  tokens: { input: 3, cachedInput: 0, cacheWriteInput: 0, output: 2, estimated: false },
  outcome: 'ok',
};
const startedAt = Date.UTC(2026, 10, 21, 10, 0, 0);

function capture(options: pino.LoggerOptions): { lines: string[]; logger: pino.Logger } {
  const lines: string[] = [];
  return { lines, logger: pino(options, { write: (line: string) => void lines.push(line) }) };
}

describe('createDiagnosticRecordWriter', () => {
  it.each([
    ['the serve command’s logger (ISO time, no bindings)', { level: 'info', base: undefined, timestamp: stdTimeFunctions.isoTime }],
    ['a default pino logger (epoch time, pid and hostname)', { level: 'info' }],
  ])('writes the line pino writes for the record, key for key, with %s', (_name, options: pino.LoggerOptions) => {
    const ours = capture(options);
    const theirs = capture(options);
    createDiagnosticRecordWriter(ours.logger)(record, startedAt);
    theirs.logger.info({ ...record, startedAt: new Date(startedAt).toISOString() }, 'request');
    expect(ours.lines).toHaveLength(1);
    const [line] = ours.lines;
    const [expected] = theirs.lines;
    expect(line?.endsWith('\n')).toBe(true);
    const parsed = JSON.parse(line ?? '') as Record<string, unknown>;
    const wanted = JSON.parse(expected ?? '') as Record<string, unknown>;
    // The time is taken on each call: equal up to it, and in the same place.
    expect({ ...parsed, time: 0 }).toEqual({ ...wanted, time: 0 });
    expect(Object.keys(parsed)).toEqual(Object.keys(wanted));
    expect(typeof parsed['time']).toBe(typeof wanted['time']);
  });

  it('returns the record with its startedAt as the JSON the store kept before, the same text the line holds', () => {
    const { lines, logger } = capture({ level: 'info', base: undefined, timestamp: stdTimeFunctions.isoTime });
    const json = createDiagnosticRecordWriter(logger)(record, startedAt);
    expect(json).toBe(JSON.stringify({ ...record, startedAt: new Date(startedAt).toISOString() }));
    expect(lines[0]).toContain(`,${json?.slice(1, -1) ?? 'none'},"msg":"request"}`);
  });

  it('writes nothing and returns nothing when the logger is above info', () => {
    const { lines, logger } = capture({ level: 'warn' });
    expect(createDiagnosticRecordWriter(logger)(record, startedAt)).toBeUndefined();
    expect(lines).toEqual([]);
  });

  it('returns nothing for a record it cut, so the store serializes the whole record itself', () => {
    const { lines, logger } = capture({ level: 'info' });
    expect(createDiagnosticRecordWriter(logger)({ ...record, model: 'm'.repeat(20_000) }, startedAt)).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.length).toBeLessThan(20_000);
  });

  it('cuts a record over the soft limit to exactly the bounded record, and never for its content alone', () => {
    const { lines, logger } = capture({ level: 'info', base: undefined, timestamp: stdTimeFunctions.isoTime });
    const write = createDiagnosticRecordWriter(logger);
    const huge: DiagnosticRecord = { ...record, path: `/v1/${'p'.repeat(5000)}`, model: 'm\u00e9"'.repeat(3000), settings: { tool_choice: { name: 'n'.repeat(9000) }, stop: 's'.repeat(300) }, error: { code: 'c', message: 'e'.repeat(5000) } };
    expect(write(huge, startedAt)).toBeUndefined();
    const iso = new Date(startedAt).toISOString();
    expect(lines[0]).toContain(`,${JSON.stringify(boundDiagnosticRecord(huge)).slice(1, -1)},"startedAt":"${iso}","msg":"request"}`);
    // At the limit without the content's text (its member name counts): written whole, content and all, and returned.
    const content = { request: { messages: 'x'.repeat(20_000) } };
    const base = JSON.stringify(record).length - 2;
    const near: DiagnosticRecord = { ...record, clientRequestId: 'i'.repeat(DIAGNOSTIC_RECORD_SOFT_LIMIT - base - ',"clientRequestId":""'.length - ',"content":'.length), content };
    expect(JSON.stringify(near).length - 2 - JSON.stringify(content).length).toBe(DIAGNOSTIC_RECORD_SOFT_LIMIT);
    expect(write(near, startedAt)).toBe(JSON.stringify({ ...near, startedAt: iso }));
    // One character more (the content's text unchanged): cut.
    const over: DiagnosticRecord = { ...near, clientRequestId: `${near.clientRequestId ?? ''}i` };
    expect(write(over, startedAt)).toBeUndefined();
    expect(lines[2]).toContain(`,${JSON.stringify(boundDiagnosticRecord(over)).slice(1, -1)},"startedAt"`);
  });

  it('keeps the bindings of a child logger', () => {
    const { lines, logger } = capture({ level: 'info', base: undefined });
    createDiagnosticRecordWriter(logger.child({ instance: 'a' }))(record, startedAt);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 30, instance: 'a', requestId: 'req_1', msg: 'request' });
  });
});
