import type { ThreadCpu } from '../process/read-thread-cpu.js';

/** One round's CPU per request by thread, for the round's log line: `threads µs/req: main 120, V8 workers 35, …`. */
export function describeThreadCpu(cpu: ThreadCpu): string {
  return `threads µs/req: main ${cpu.main.toFixed(0)}, V8 workers ${cpu.v8Workers.toFixed(0)}, libuv pool ${cpu.libuvPool.toFixed(0)}, other ${cpu.other.toFixed(0)}`;
}
