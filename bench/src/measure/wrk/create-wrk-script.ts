/** The line prefix of the JSON the script's `done()` prints (parseWrkResult looks for it). */
export const WRK_RESULT_MARKER = 'modelgate-wrk-result ';

export type WrkRequest = { method: string; headers: Readonly<Record<string, string>>; body: string };

/** A Lua string literal of any text: quotes, backslashes and control bytes escaped, other bytes (UTF-8) as they are. */
export function toLuaString(text: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${text.replace(/[\\"\u0000-\u001f\u007f]/g, (character) => `\\${character.charCodeAt(0).toString().padStart(3, '0')}`)}"`;
}

/**
 * A wrk script that sends one request again and again and, when wrk is done, prints one JSON line: wrk's summary
 * (requests, errors by kind, duration), the 50th and 99th latency percentiles in µs, and wrk's own CPU in clock ticks
 * from /proc/self/stat (its threads have ended by then, and their CPU is in the process's).
 */
export function createWrkScript(request: WrkRequest): string {
  const headers = Object.entries(request.headers).map(([name, value]) => `wrk.headers[${toLuaString(name)}] = ${toLuaString(value)}`);
  return [
    `wrk.method = ${toLuaString(request.method)}`,
    `wrk.body = ${toLuaString(request.body)}`,
    ...headers,
    '',
    'local function cpu_ticks()',
    '  local file = io.open("/proc/self/stat", "r")',
    '  if file == nil then return -1 end',
    '  local stat = file:read("*a")',
    '  file:close()',
    '  local fields = {}',
    '  for field in string.gmatch(stat:match(".*%) (.*)$") or "", "%S+") do fields[#fields + 1] = field end',
    '  return (tonumber(fields[12]) or -1) + (tonumber(fields[13]) or 0)',
    'end',
    '',
    'function done(summary, latency, requests)',
    '  local errors = summary.errors',
    '  io.write(string.format(',
    `    '${WRK_RESULT_MARKER}{"durationMicros":%d,"requests":%d,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},"latencyP50Micros":%d,"latencyP99Micros":%d,"cpuTicks":%d}\\n',`,
    '    summary.duration, summary.requests, errors.connect, errors.read, errors.write, errors.status, errors.timeout,',
    '    latency:percentile(50), latency:percentile(99), cpu_ticks()))',
    'end',
    '',
  ].join('\n');
}
