import { truncateEcho } from '../errors/truncate-echo.js';
import type { DiagnosticRecord } from './diagnostic-record.js';

/** A serialized record above this many characters (without content) has echoed something huge the client sent. */
export const DIAGNOSTIC_RECORD_SOFT_LIMIT = 8192;

function boundValue(value: unknown): unknown {
  if (typeof value === 'string') return truncateEcho(value);
  if (value === null || typeof value !== 'object') return value;
  const text = JSON.stringify(value);
  return text.length <= 200 ? value : truncateEcho(text);
}

/**
 * The record with what the client controls (model, path, client name and request ID, settings, the error message)
 * cut to a bounded length. Only called for a record that serialized above DIAGNOSTIC_RECORD_SOFT_LIMIT, so the common
 * record costs nothing; content (logged only when the operator enabled it) is kept whole.
 */
export function boundDiagnosticRecord(record: DiagnosticRecord): DiagnosticRecord {
  const bounded: DiagnosticRecord = { ...record, path: truncateEcho(record.path) };
  if (record.model !== undefined) bounded.model = truncateEcho(record.model);
  if (record.client !== undefined) bounded.client = truncateEcho(record.client);
  if (record.clientRequestId !== undefined) bounded.clientRequestId = truncateEcho(record.clientRequestId);
  if (record.error !== undefined) bounded.error = { code: record.error.code, message: truncateEcho(record.error.message, 2000) };
  if (record.settings !== undefined) {
    bounded.settings = Object.fromEntries(Object.entries(record.settings).map(([key, value]) => [key, boundValue(value)]));
  }
  return bounded;
}
