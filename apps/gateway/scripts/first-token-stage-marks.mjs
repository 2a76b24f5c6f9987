// Loaded with `node --import` into a proxy process (the gateway or the bench's floor) by measure-first-token-stages.mjs:
// marks, for each POST request, when its stages happened (process.hrtime.bigint(), one clock across processes on
// Linux), on the sockets themselves, so that the floor (node:http both ways) and the gateway (undici upstream) are
// marked at the same points: the request's start (Node has parsed its head), the first write to an upstream socket (the
// upstream request leaving), the read from an upstream socket that carries the first token's text, and the write to the
// client's socket that carries it. One request at a time: the marks go to the request that started last. At exit
// (the floor exits when its parent disconnects), writes them to MEASURE_STAGES_FILE as JSON. MEASURE_CLIENT_WRITES=1
// also lists every write to the client's socket (when, how long, its parts' sizes, whether it carries the token).
// Every request also counts its upstream reads and client writes and marks the first and last of each (the way down
// to the answer's last byte, for a stream of many deltas: MEASURE_PROFILE=instant in measure-first-token-stages.mjs).
import diagnosticsChannel from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import net from 'node:net';

const MARKER = 'Zq0';
const requests = [];
let current;
const now = () => String(process.hrtime.bigint());
const carries = (chunk) => (typeof chunk === 'string' ? chunk.includes(MARKER) : Buffer.isBuffer(chunk) || chunk instanceof Uint8Array ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).includes(MARKER) : false);

diagnosticsChannel.subscribe('http.server.request.start', ({ request }) => {
  if (request.method !== 'POST') return;
  current = { requestStart: now() };
  requests.push(current);
});

// A copy of dist with `globalThis.__stage?.('name')` put in may mark its own steps too (each time it passes).
globalThis.__stage = (name) => {
  if (current !== undefined) (current.steps ??= []).push([name, now()]);
};

// undici's own steps (the gateway's upstream client; the floor has none): its response head parsed, each body part handed on.
diagnosticsChannel.subscribe('undici:request:headers', () => globalThis.__stage('undiciHeaders'));
diagnosticsChannel.subscribe('undici:request:bodyChunkReceived', () => globalThis.__stage('undiciData'));

const socketPrototype = net.Socket.prototype;
// The client's sockets are the ones the server accepted; an upstream's, the TCP sockets it did not (stdout may be a pipe).
const isClientSocket = (socket) => socket.server !== undefined && socket.server !== null;
const isUpstreamSocket = (socket) => !isClientSocket(socket) && socket.remotePort !== undefined;
for (const method of ['_write', '_writev']) {
  const original = socketPrototype[method];
  socketPrototype[method] = function (...parts) {
    if (current === undefined) return original.apply(this, parts);
    const startedAt = now();
    const result = original.apply(this, parts);
    const returnedAt = now();
    const chunks = method === '_write' ? [parts[0]] : parts[0].map((entry) => entry.chunk);
    if (process.env.MEASURE_CLIENT_WRITES && isClientSocket(this)) {
      (current.clientWrites ??= []).push([startedAt, returnedAt, chunks.map((chunk) => (typeof chunk === 'string' ? `s${Buffer.byteLength(chunk)}` : `b${chunk.byteLength}`)).join('+'), chunks.some(carries)]);
    }
    if (isClientSocket(this)) {
      current.clientWriteCount = (current.clientWriteCount ?? 0) + 1;
      current.lastClientWriteStarted = startedAt;
      current.lastClientWriteReturned = returnedAt;
    }
    if (isUpstreamSocket(this)) {
      current.upstreamWriteStarted ??= startedAt;
    } else if (isClientSocket(this) && current.tokenWriteStarted === undefined && chunks.some(carries)) {
      current.tokenWriteStarted = startedAt;
      current.tokenWriteReturned = returnedAt;
    }
    return result;
  };
}
const originalPush = socketPrototype.push;
socketPrototype.push = function (chunk, ...rest) {
  if (current !== undefined && chunk !== null && isUpstreamSocket(this)) {
    const readAt = now();
    if (current.tokenRead === undefined && carries(chunk)) current.tokenRead = readAt;
    current.upstreamReadCount = (current.upstreamReadCount ?? 0) + 1;
    current.firstUpstreamRead ??= readAt;
    current.lastUpstreamRead = readAt;
  }
  return originalPush.call(this, chunk, ...rest);
};

process.on('exit', () => {
  if (process.env.MEASURE_STAGES_FILE) writeFileSync(process.env.MEASURE_STAGES_FILE, JSON.stringify(requests));
});
