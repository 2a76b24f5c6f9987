import { createServer, type Server, type Socket } from 'node:net';

/** One request as the mock needs it: no header but the framing ones is kept. */
export type BareRequest = { method: string; path: string; body: Buffer };

/** The answer to one request; `end` frees the connection for its next request. */
export type BareReply = {
  /** A whole answer: status, content type and body written at once. */
  send(status: number, contentType: string, body: string | Buffer): void;
  /** A whole chunked answer at once: its pieces framed by frameChunks, in one write as node:http's corked writes are. */
  sendChunked(status: number, contentType: string, extraHeaders: string, framed: Buffer): void;
  /** The head of a chunked answer; then `write` each piece and `end` with the last. */
  startChunked(status: number, contentType: string, extraHeaders: string): void;
  write(piece: string): void;
  end(lastPiece: string): void;
  /** Called once if the client goes away before the answer ended. */
  onAbort(listener: () => void): void;
};

export type BareHttpServer = Server & { closeAllConnections(): void };

const HEAD_END = Buffer.from('\r\n\r\n');
const LAST_CHUNK = '0\r\n\r\n';

const frameChunk = (piece: string): string => `${Buffer.byteLength(piece).toString(16)}\r\n${piece}\r\n`;

/** Pieces of a chunked body, each its own chunk (as node:http frames each write), then the last chunk. */
export function frameChunks(pieces: readonly string[]): Buffer {
  return Buffer.from(`${pieces.filter((piece) => piece.length > 0).map(frameChunk).join('')}${LAST_CHUNK}`);
}
const MAX_HEAD_BYTES = 64 * 1024;
const STATUS_TEXT: Readonly<Record<number, string>> = { 200: 'OK', 400: 'Bad Request', 404: 'Not Found' };
const KEEP_ALIVE_SECONDS = 120;

/** `Date` as node:http writes it, formatted once a second rather than on every answer. */
const readDateHeader = (() => {
  let second = -1;
  let text = '';
  return (): string => {
    const now = Math.floor(Date.now() / 1000);
    if (now !== second) {
      second = now;
      text = new Date(now * 1000).toUTCString();
    }
    return text;
  };
})();

function writeHead(status: number, contentType: string, framing: string): string {
  return (
    `HTTP/1.1 ${String(status)} ${STATUS_TEXT[status] ?? 'Unknown'}\r\ncontent-type: ${contentType}\r\n${framing}` +
    `Date: ${readDateHeader()}\r\nConnection: keep-alive\r\nKeep-Alive: timeout=${String(KEEP_ALIVE_SECONDS)}\r\n`
  );
}

const writeChunkedHead = (status: number, contentType: string, extraHeaders: string): string =>
  `${writeHead(status, contentType, `${extraHeaders}Transfer-Encoding: chunked\r\n`)}\r\n`;

type Framing = { head: string; contentLength: number; chunked: boolean; close: boolean };

function readFraming(head: string): Framing | undefined {
  const lines = head.split('\r\n');
  let contentLength = 0;
  let chunked = false;
  let close = false;
  for (let index = 1; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const colon = line.indexOf(':');
    if (colon <= 0) return undefined;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim().toLowerCase();
    if (name === 'content-length') contentLength = Number(value);
    else if (name === 'transfer-encoding') chunked = value.split(',').some((coding) => coding.trim() === 'chunked');
    else if (name === 'connection') close = value === 'close';
  }
  if (!Number.isSafeInteger(contentLength) || contentLength < 0) return undefined;
  return { head, contentLength, chunked, close };
}

/** A chunked body's data once every chunk and the last one are in `bytes` from `start`, with where the message ends. */
function readChunkedBody(bytes: Buffer, start: number): { body: Buffer; end: number } | 'more' | 'bad' {
  const pieces: Buffer[] = [];
  let at = start;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at);
    if (lineEnd < 0) return 'more';
    const size = Number.parseInt(bytes.toString('latin1', at, lineEnd).split(';')[0] ?? '', 16);
    if (!Number.isSafeInteger(size) || size < 0) return 'bad';
    if (size === 0) {
      // The last chunk's line ends where the trailer section starts; an empty line ends both.
      const trailerEnd = bytes.indexOf(HEAD_END, lineEnd);
      return trailerEnd < 0 ? 'more' : { body: Buffer.concat(pieces), end: trailerEnd + HEAD_END.length };
    }
    if (bytes.length < lineEnd + 2 + size + 2) return 'more';
    pieces.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/**
 * An HTTP/1.1 server over node:net for the bench's mock upstream: keep-alive connections, requests framed by
 * Content-Length or chunked, one answer at a time per connection (a pipelined request waits for the one before).
 *
 * Written here rather than using node:http on purpose: the mock shares the machine's two cores with the gateway it
 * measures, and node:http's own work per request (its parser callbacks, IncomingMessage and ServerResponse, header
 * objects) was most of the mock's CPU, taken from the gateway's cores in every throughput row. A real upstream is on
 * other machines; the less of this box the mock takes, the closer a run is to that.
 */
export function createBareHttpServer(handle: (request: BareRequest, reply: BareReply) => void): BareHttpServer {
  /** Each open connection, and whether it is answering (one between answers is what `close` ends at once, as node:http does). */
  const sockets = new Map<Socket, { answering: boolean }>();
  let closing = false;
  const server = createServer((socket) => {
    const connection = { answering: false };
    sockets.set(socket, connection);
    socket.setNoDelay(true);
    let pending: Buffer = Buffer.alloc(0);
    // A large body arrives in many reads: they are kept apart and joined once the message is whole, not on each read.
    let unjoined: Buffer[] = [];
    let unjoinedBytes = 0;
    let bytesNeeded = 0;
    let closeAfter = false;
    let abortListener: (() => void) | undefined;

    const join = (): void => {
      if (unjoined.length === 0) return;
      pending = pending.length === 0 && unjoined.length === 1 ? (unjoined[0] ?? pending) : Buffer.concat([pending, ...unjoined]);
      unjoined = [];
      unjoinedBytes = 0;
      bytesNeeded = 0;
    };

    const fail = (): void => {
      unjoined = [];
      socket.end(`${writeHead(400, 'text/plain', 'content-length: 0\r\n')}\r\n`);
      pending = Buffer.alloc(0);
      connection.answering = true;
    };

    const finish = (): void => {
      connection.answering = false;
      abortListener = undefined;
      if (closeAfter || closing) {
        socket.end();
        return;
      }
      join();
      if (pending.length > 0) serveNext();
    };

    const reply: BareReply = {
      send(status, contentType, body) {
        const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
        socket.cork();
        socket.write(`${writeHead(status, contentType, `content-length: ${String(length)}\r\n`)}\r\n`);
        socket.write(body);
        socket.uncork();
        finish();
      },
      sendChunked(status, contentType, extraHeaders, framed) {
        socket.cork();
        socket.write(writeChunkedHead(status, contentType, extraHeaders));
        socket.write(framed);
        socket.uncork();
        finish();
      },
      startChunked(status, contentType, extraHeaders) {
        socket.cork();
        socket.write(writeChunkedHead(status, contentType, extraHeaders));
        process.nextTick(() => socket.uncork());
      },
      write(piece) {
        if (piece.length > 0) socket.write(frameChunk(piece));
      },
      end(lastPiece) {
        reply.write(lastPiece);
        socket.write(LAST_CHUNK);
        finish();
      },
      onAbort(listener) {
        abortListener = listener;
      },
    };

    const serveNext = (): void => {
      const headEnd = pending.indexOf(HEAD_END);
      if (headEnd < 0) {
        if (pending.length > MAX_HEAD_BYTES) fail();
        return;
      }
      const framing = readFraming(pending.toString('latin1', 0, headEnd));
      const [method = '', path = ''] = framing?.head.slice(0, framing.head.indexOf('\r\n')).split(' ') ?? [];
      if (framing === undefined || method === '' || path === '') return fail();
      const bodyStart = headEnd + HEAD_END.length;
      let body: Buffer;
      let end: number;
      if (framing.chunked) {
        const read = readChunkedBody(pending, bodyStart);
        if (read === 'bad') return fail();
        if (read === 'more') return;
        ({ body, end } = read);
      } else {
        end = bodyStart + framing.contentLength;
        if (pending.length < end) {
          bytesNeeded = end;
          return;
        }
        body = pending.subarray(bodyStart, end);
      }
      pending = pending.subarray(end);
      connection.answering = true;
      closeAfter = framing.close;
      handle({ method, path, body }, reply);
    };

    socket.on('data', (chunk: Buffer) => {
      unjoined.push(chunk);
      unjoinedBytes += chunk.length;
      if (connection.answering || pending.length + unjoinedBytes < bytesNeeded) return;
      join();
      serveNext();
    });
    socket.on('close', () => {
      sockets.delete(socket);
      abortListener?.();
    });
    socket.on('error', () => socket.destroy());
  });
  // Like node:http's: stop listening, end the connections between answers now and the others after theirs.
  const close = server.close.bind(server);
  return Object.assign(server, {
    close(callback?: (error?: Error) => void): BareHttpServer {
      closing = true;
      close(callback);
      for (const [socket, { answering }] of sockets) if (!answering) socket.end();
      return server as BareHttpServer;
    },
    closeAllConnections(): void {
      for (const socket of sockets.keys()) socket.destroy();
    },
  });
}
