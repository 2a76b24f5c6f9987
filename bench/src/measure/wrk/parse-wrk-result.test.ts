import { describe, expect, it } from 'vitest';
import { WRK_RESULT_MARKER, createWrkScript, toLuaString } from './create-wrk-script.js';
import { parseWrkResult } from './parse-wrk-result.js';

const SUMMARY = `Running 3s test @ http://127.0.0.1:4000/v1/chat/completions
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    10.52ms    2.01ms  40.11ms   90.00%
    Req/Sec     4.80k   300.00     5.20k    70.00%
  14400 requests in 3.00s, 9.10MB read
Requests/sec:   4800.00
Transfer/sec:      3.03MB
`;

function output(done: object): string {
  return `${SUMMARY}${WRK_RESULT_MARKER}${JSON.stringify(done)}\n`;
}

const CLEAN = { durationMicros: 3_000_000, requests: 14_400, errors: { connect: 0, read: 0, write: 0, status: 0, timeout: 0 }, latencyP50Micros: 10_250, latencyP99Micros: 21_900, cpuTicks: 41 };

describe('parseWrkResult', () => {
  it("reads the script's result line among wrk's own summary", () => {
    expect(parseWrkResult(output(CLEAN))).toEqual({
      durationSeconds: 3,
      ok: 14_400,
      failed: 0,
      failureKinds: {},
      latencyP50Ms: 10.25,
      latencyP99Ms: 21.9,
      cpuTicks: 41,
    });
  });

  it('counts 4xx/5xx responses out of the successful ones, and socket errors and timeouts as failures of their own kind', () => {
    const result = parseWrkResult(output({ ...CLEAN, errors: { connect: 1, read: 2, write: 0, status: 30, timeout: 4 } }));
    expect(result.ok).toBe(14_370);
    expect(result.failed).toBe(37);
    expect(result.failureKinds).toEqual({ 'status ≥ 400': 30, 'socket errors': 3, 'client timeouts': 4 });
  });

  it("reads an unreadable /proc/self/stat (-1) as an unknown CPU, not as none", () => {
    expect(parseWrkResult(output({ ...CLEAN, cpuTicks: -1 })).cpuTicks).toBeNaN();
  });

  it('says what wrk printed when the result line is missing or not the script’s', () => {
    expect(() => parseWrkResult(`${SUMMARY}unable to connect to 127.0.0.1:4000 Connection refused\n`)).toThrow(/no result line[\s\S]*Connection refused/);
    expect(() => parseWrkResult(`${WRK_RESULT_MARKER}{"requests":1}\n`)).toThrow(/not what the bench's script prints/);
  });
});

describe('createWrkScript', () => {
  it('writes the body and headers as Lua strings that keep every byte of them', () => {
    expect(toLuaString('{"a":"b\\\\c"}\n→')).toBe('"{\\034a\\034:\\034b\\092\\092c\\034}\\010→"');
    const script = createWrkScript({ method: 'POST', headers: { authorization: 'Bearer mg_1' }, body: '{"model":"m"}' });
    expect(script).toContain('wrk.method = "POST"');
    expect(script).toContain('wrk.headers["authorization"] = "Bearer mg_1"');
    expect(script).toContain('wrk.body = "{\\034model\\034:\\034m\\034}"');
    expect(script).toContain(WRK_RESULT_MARKER);
  });
});
