import { jsonPointerToParam } from '../formats/json-pointer-to-param.js';
import { GatewayError } from './gateway-error.js';
import { truncateEcho } from './truncate-echo.js';

function readField(value: unknown, field: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
}

/**
 * Any thrown value as a GatewayError: body-parser failures become 413/400, translators' TranslationError becomes
 * 400/422 (STYLE §5), a body that fails to decompress becomes 400, and anything else becomes a generic `internal` error (the cause is kept for the log only).
 */
export function toGatewayError(error: unknown, context: { bodyLimitBytes: number }): GatewayError {
  if (error instanceof GatewayError) return error;
  const type = readField(error, 'type');
  if (type === 'entity.too.large') {
    return new GatewayError({
      code: 'request_too_large',
      cause: error,
      message: `The request body is larger than this gateway accepts (${context.bodyLimitBytes} bytes). Shorten the conversation or remove large attachments.`,
    });
  }
  if (type === 'entity.parse.failed') {
    const detail = error instanceof Error ? error.message : 'parse error';
    return new GatewayError({
      code: 'invalid_request',
      cause: error,
      message: `The request body is not valid JSON (${detail}). Send Content-Type: application/json and a JSON object body.`,
    });
  }
  if (typeof type === 'string' && (type.startsWith('encoding.') || type.startsWith('charset.') || type === 'request.aborted')) {
    return new GatewayError({ code: 'invalid_request', cause: error, message: `The request body could not be read (${type}).` });
  }
  const zlibCode = readField(error, 'code');
  if (typeof zlibCode === 'string' && zlibCode.startsWith('Z_')) {
    return new GatewayError({
      code: 'invalid_request',
      cause: error,
      message: `The request body could not be decompressed (${zlibCode}): it does not match its Content-Encoding. Send the body uncompressed, or compressed whole with the encoding named.`,
    });
  }
  // Any other body-reading failure body-parser marks as the client's (an http-errors 4xx it would expose).
  const status = readField(error, 'status');
  if (readField(error, 'expose') === true && typeof status === 'number' && status >= 400 && status < 500) {
    return new GatewayError({ code: 'invalid_request', status, cause: error, message: `The request body could not be read (${truncateEcho(error instanceof Error ? error.message : String(error), 200)}).` });
  }
  if (error instanceof Error && error.name === 'CoreError') {
    const code = readField(error, 'code');
    if (code === 'not_found') return new GatewayError({ code: 'not_found', cause: error, message: error.message });
    return new GatewayError({ code: 'invalid_request', status: code === 'conflict' ? 409 : 400, cause: error, message: error.message });
  }
  if (error instanceof Error && error.name === 'TranslationError') {
    const code = readField(error, 'code') === 'unsupported_feature' ? 'unsupported_feature' : 'invalid_request';
    const path = readField(error, 'path');
    // The translator names the field by JSON pointer (`/messages`); clients read OpenAI's `param` form (`messages`).
    return new GatewayError({ code, cause: error, message: error.message, param: typeof path === 'string' ? jsonPointerToParam(path) : undefined });
  }
  return new GatewayError({ code: 'internal', cause: error, message: 'The gateway failed to complete the request. Retry once later; if it persists, report the request ID.' });
}
