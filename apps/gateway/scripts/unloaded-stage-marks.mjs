// Loaded into a gateway process with `node --import` by measure-unloaded-stages.mjs: marks when each stage of a
// request happens (process.hrtime.bigint(), one clock across processes on Linux), from Node's and undici's
// diagnostics channels and the first write to the client's socket, without changing the build. One request at a time:
// the marks go to the request that started last. At exit, writes them to MEASURE_STAGES_FILE as JSON.
import diagnosticsChannel from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import net from 'node:net';

const requests = [];
let current;
const mark = (stage) => {
  if (current !== undefined && current[stage] === undefined) current[stage] = String(process.hrtime.bigint());
};
diagnosticsChannel.subscribe('http.server.request.start', ({ request }) => {
  if (request.method !== 'POST') return;
  current = { requestStart: String(process.hrtime.bigint()), upstreamChunks: [] };
  requests.push(current);
});
diagnosticsChannel.subscribe('undici:request:create', () => mark('upstreamRequestCreated'));
diagnosticsChannel.subscribe('undici:client:sendHeaders', () => mark('upstreamRequestSent'));
diagnosticsChannel.subscribe('undici:request:headers', () => mark('upstreamHeadRead'));
diagnosticsChannel.subscribe('undici:request:trailers', () => mark('upstreamBodyEnded'));
// Every part of the upstream's body as undici hands it on; the last one before the client write is what it carries.
diagnosticsChannel.subscribe('undici:request:bodyChunkReceived', () => current?.upstreamChunks.push(String(process.hrtime.bigint())));
// The client's sockets are the ones the server accepted (`socket.server`); the first write after the upstream's head
// carries the answer's head (JSON: the whole answer; streams: the first content).
const socketPrototype = net.Socket.prototype;
for (const method of ['_write', '_writev']) {
  const original = socketPrototype[method];
  socketPrototype[method] = function (...parts) {
    if (this.server === undefined || this.server === null) return original.apply(this, parts);
    mark('clientWriteStarted');
    const result = original.apply(this, parts);
    mark('clientWriteReturned');
    return result;
  };
}
process.on('exit', () => {
  if (process.env.MEASURE_STAGES_FILE) writeFileSync(process.env.MEASURE_STAGES_FILE, JSON.stringify(requests));
});
