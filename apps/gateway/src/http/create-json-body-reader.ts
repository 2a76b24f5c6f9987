import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeBodyText } from './decode-body-text.js';
import { type JsonReuse, REUSE_FROM_BYTES } from './create-json-reuse.js';

type BodyError = Error & { status: number; type: string };

/** body-parser's middleware shape (`express.json()`), used for what the fast path leaves alone. */
export type BodyParserMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/** The parsed body, and its JSON bytes (a BOM dropped) when it was read here (not by body-parser), for passing it on as it came. */
export type JsonBody = { value: unknown; bytes: Buffer | undefined };

/**
 * A body already buffered whole is read at once (its parse error thrown); any other, a promise (its error rejects).
 */
export type JsonBodyReader = (request: IncomingMessage, response: ServerResponse) => JsonBody | Promise<JsonBody>;

function createBodyError(message: string, status: number, type: string, cause?: unknown): BodyError {
  const error = new Error(message, cause === undefined ? undefined : { cause }) as BodyError;
  error.status = status;
  error.type = type;
  return error;
}

/** What reading a body ends with when its client hangs up before all of it arrived. */
export function createBodyAbortedError(): Error {
  return createBodyError('request aborted', 400, 'request.aborted');
}

/** UTF-8's byte order mark, EF BB BF. */
function startsWithBom(bytes: Buffer): boolean {
  return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/**
 * The body's bytes as express.json reads them: a BOM dropped, empty → `{}`, invalid JSON → `entity.parse.failed`.
 * Decoded once (decodeBodyText).
 */
function parseBodyBytes(received: Buffer | undefined, reuse: JsonReuse | undefined, headers: IncomingMessage['headers']): JsonBody {
  const bytes = received !== undefined && startsWithBom(received) ? received.subarray(3) : received;
  if (bytes === undefined || bytes.length === 0) return { value: {}, bytes: undefined };
  try {
    // A body the reuse kept already (the same bytes again) is held as its kept Buffer: the one just received goes at once.
    if (reuse !== undefined && bytes.length >= REUSE_FROM_BYTES) return reuse.readBody(bytes, `${headers.authorization ?? ''}\n${String(headers['x-api-key'] ?? '')}`);
    return { value: JSON.parse(decodeBodyText(bytes)) as unknown, bytes };
  } catch (error) {
    throw createBodyError(error instanceof Error ? error.message : 'parse error', 400, 'entity.parse.failed', error);
  }
}

/**
 * Reads a JSON request body the way `express.json({ strict: false })` does (empty body → `{}`, no body → `undefined`,
 * a BOM stripped, the same error `type`s for toGatewayError), but for the common case (identity encoding, no charset
 * parameter, a Content-Length within the limit) with one concat and one JSON.parse: no content-type negotiation,
 * iconv decoding or raw-body bookkeeping per request; a body buffered whole is read and parsed in the caller's turn
 * (read it after a microtask: the request event comes before its body's bytes are parsed). Anything else goes to `fallback` (body-parser). With `reuse`
 * (createJsonReuse), a body of REUSE_FROM_BYTES or more is read through it: what it shares with the same caller's
 * previous body is not parsed again, and its values are frozen. The app passes one.
 */
export function createJsonBodyReader(options: { limitBytes: number; fallback: BodyParserMiddleware; reuse?: JsonReuse }): JsonBodyReader {
  const { limitBytes, fallback } = options;
  const { reuse } = options;
  const readWithFallback = (request: IncomingMessage, response: ServerResponse): Promise<JsonBody> =>
    new Promise((resolve, reject) => {
      fallback(request, response, (error) => (error === undefined ? resolve({ value: (request as { body?: unknown }).body, bytes: undefined }) : reject(error)));
    });
  return (request, response) => {
    const headers = request.headers;
    const declared = headers['content-length'];
    const encoding = headers['content-encoding'];
    const type = headers['content-type'];
    if (
      declared === undefined ||
      headers['transfer-encoding'] !== undefined ||
      (encoding !== undefined && encoding.toLowerCase() !== 'identity') ||
      (type !== undefined && type.toLowerCase().includes('charset'))
    ) {
      return readWithFallback(request, response);
    }
    const length = Number(declared);
    if (!Number.isInteger(length) || length < 0 || length > limitBytes) return readWithFallback(request, response);
    // Usually the whole body arrived with the headers and waits in the request's buffer: take it now, without
    // listeners and the ticks of flowing mode. The parser marks the request complete only later in that I/O turn, but
    // it never buffers more than Content-Length, so all declared bytes buffered is the whole body. resume() lets the
    // request end once the parser has seen the message complete, as a listener would.
    if (request.readableLength === length && request.readableFlowing === null && !request.readableEnded) {
      const bytes = request.read() as Buffer | null;
      request.resume();
      return parseBodyBytes(bytes ?? undefined, reuse, headers);
    }
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let received = 0;
      let done = false;
      const finish = (error: Error | undefined, body?: JsonBody): void => {
        if (done) return;
        done = true;
        request.off('data', onData);
        request.off('end', onEnd);
        request.off('error', onError);
        request.off('aborted', onAborted);
        if (error === undefined) resolve(body as JsonBody);
        else reject(error);
      };
      const onData = (chunk: Buffer): void => {
        chunks.push(chunk);
        received += chunk.length;
      };
      const onAborted = (): void => finish(createBodyAbortedError());
      const onError = (error: Error): void => finish(createBodyError(error.message, 400, 'request.aborted', error));
      const onEnd = (): void => {
        if (received !== length) {
          finish(createBodyError('request size did not match content length', 400, 'request.size.invalid'));
          return;
        }
        let body: JsonBody;
        try {
          body = parseBodyBytes(chunks.length === 0 ? undefined : chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, received), reuse, headers);
        } catch (error) {
          finish(error as Error);
          return;
        }
        finish(undefined, body);
      };
      request.on('data', onData);
      request.on('end', onEnd);
      request.on('error', onError);
      request.on('aborted', onAborted);
    });
  };
}
