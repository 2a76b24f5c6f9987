import type { UpstreamAnswerHeaders } from '../provider.js';

type ReadName = 'retry-after' | 'x-request-id' | 'request-id';

/**
 * The headers the gateway reads of an answer, from undici's raw list (name, value, name, value … as the parser's
 * Buffers): `retry-after` and the upstream's request id (`x-request-id`, `request-id`), names in any case, a repeated
 * one joined with ", ". Only a name of one of their lengths and first letters is turned into text, and only their values: the answer's
 * other headers (date, content-type, content-length, keep-alive, the upstream's own) are not read at all, where
 * undici's parseHeaders made text of every name and value into an object on every answer.
 */
export function readUpstreamHeaders(raw: readonly (Buffer | string)[]): UpstreamAnswerHeaders {
  const headers: UpstreamAnswerHeaders = {};
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = readName(raw[index]);
    if (name === undefined) continue;
    const value = String(raw[index + 1]);
    const earlier = headers[name];
    headers[name] = earlier === undefined ? value : `${earlier}, ${value}`;
  }
  return headers;
}

function readName(raw: Buffer | string | undefined): ReadName | undefined {
  // 10 (request-id), 11 (retry-after), 12 (x-request-id), and an r or an x first: other names (connection,
  // keep-alive, content-type …) end here without being turned into text.
  if (raw === undefined || raw.length < 10 || raw.length > 12) return undefined;
  const first = (typeof raw === 'string' ? raw.charCodeAt(0) : (raw[0] ?? 0)) | 0x20;
  if (first !== 0x72 && first !== 0x78) return undefined;
  const name = raw.toString('latin1').toLowerCase();
  return name === 'retry-after' || name === 'x-request-id' || name === 'request-id' ? name : undefined;
}
