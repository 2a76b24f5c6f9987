import type { ErrorInput } from '@modelgate/ir';
import { asRecord, readString, type JsonRecord } from '../ir/read-json.js';

/**
 * An OpenAI error envelope (`{ error: { message, type, param, code } }`, chat and Responses alike) → what the
 * client format's renderer needs: `code` and `param` are kept, `type` is left to the renderer's own table.
 */
export function readOpenAiErrorBody(status: number, body: JsonRecord, fallbackMessage: string): ErrorInput {
  const error = asRecord(body['error']);
  const result: ErrorInput = { status, message: readString(error, 'message') ?? readString(body, 'message') ?? fallbackMessage };
  const code = readString(error, 'code');
  if (code !== undefined) result.code = code;
  const param = readString(error, 'param');
  if (param !== undefined) result.param = param;
  return result;
}
