// The gateway's app without sockets, for the in-process measures (measure-in-process.mjs,
// measure-big-body-in-process.mjs): built from dist/ on one mock deployment, and a request sent through it with a
// Readable for the body and a stand-in response that keeps what is written.
import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers';
import { pino } from 'pino';
import { createApp } from '../dist/app/create-app.js';
import { FORMAT_PACKAGES, validateCountTokensRequest } from '../dist/app/format-packages.js';
import { TRANSLATOR } from '../dist/app/translator.js';
import { createIsoTimeFormatter } from '../dist/http/create-iso-time-formatter.js';
import { createLogDestination } from '../dist/http/create-log-destination.js';
import { createRequestRecordSink } from '../dist/http/create-request-record-sink.js';

/** The serve command's logger (its destination and timestamp), writing to /dev/null. */
function createServeLogger() {
  const formatTime = createIsoTimeFormatter();
  return pino({ level: 'info', timestamp: () => `,"time":"${formatTime(Date.now())}"` }, createLogDestination('/dev/null'));
}

/**
 * createApp on `core`, serving model `m` from `provider` alone, with counted IDs and a silent logger; with `asServe`,
 * the serve command's log destination (to /dev/null) and the store's request records (kept in batches, as `serve` does
 * with its default retention) instead; `recordFlushIntervalMs` sets how often those records are written (default 1 s).
 * `options`: the app's options (AppOptions) over the defaults.
 */
export function createInProcessApp({ core, provider, tracing, asServe = false, recordFlushIntervalMs, options }) {
  let counter = 0;
  const requestRecords = asServe
    ? createRequestRecordSink({
        core, now: () => Date.now(), retentionMs: 14 * 86_400_000, onError: (error) => { throw error; },
        ...(recordFlushIntervalMs === undefined ? {} : { flushIntervalMs: recordFlushIntervalMs }),
      })
    : undefined;
  return createApp({
    core,
    ...(requestRecords === undefined ? {} : { requestRecords }),
    formats: FORMAT_PACKAGES,
    validateCountTokensRequest,
    translator: TRANSLATOR,
    deploymentsFor: () => [{ name: 'mock/m', provider, upstreamModel: 'bench-instant', priority: 0, weight: 1 }],
    modelIds: () => ['m'],
    logger: asServe ? createServeLogger() : pino({ level: 'info' }, { write() {} }),
    clock: { now: () => Date.now() },
    ids: { newId: (prefix) => `${prefix}${++counter}` },
    ...(tracing === undefined ? {} : { tracing }),
    ...(options === undefined ? {} : { options }),
  });
}

/** Resolves with the status and the text written once the response has closed (after `finish` and `close`). */
export function sendInProcess(app, { path, headers, body }) {
  return new Promise((resolve) => {
    const request = new Readable({ read() {} });
    request.method = 'POST';
    request.url = path;
    request.headers = { host: 'localhost', 'content-length': String(body.length), ...headers };
    const response = new EventEmitter();
    const written = [];
    Object.assign(response, {
      statusCode: 200, headersSent: false, writableEnded: false, writableFinished: false, destroyed: false,
      setHeader() {}, removeHeader() {}, cork() {}, uncork() {},
      writeHead(status) { response.statusCode = status; response.headersSent = true; return response; },
      write(chunk) { response.headersSent = true; written.push(chunk); return true; },
      end(chunk) {
        if (chunk !== undefined) written.push(chunk);
        Object.assign(response, { headersSent: true, writableEnded: true, writableFinished: true });
        setImmediate(() => {
          response.emit('finish');
          response.emit('close');
          setImmediate(() => resolve({ status: response.statusCode, text: written.map(String).join('') }));
        });
      },
    });
    app(request, response);
    request.push(body);
    request.push(null);
  });
}
