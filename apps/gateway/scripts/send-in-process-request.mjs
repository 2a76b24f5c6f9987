// One request through the gateway's app without sockets, for the in-process measures (measure-in-process.mjs,
// measure-big-body-in-process.mjs): a Readable carries the body, a stand-in response keeps what is written.
import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers';

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
