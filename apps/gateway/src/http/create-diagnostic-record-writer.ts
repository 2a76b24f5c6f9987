import { pino, type Logger } from 'pino';
import { boundDiagnosticRecord, DIAGNOSTIC_RECORD_SOFT_LIMIT } from './bound-diagnostic-record.js';
import type { DiagnosticRecord } from './diagnostic-record.js';
import { createIsoTimeFormatter } from './create-iso-time-formatter.js';

type PinoInternals = Record<symbol, unknown>;

/**
 * Writes a request's record; returns the record with its `startedAt` as the JSON text the line holds
 * (`{…,"startedAt":"…"}`, what `JSON.stringify({ ...record, startedAt })` gives) for the store's copy, or undefined when
 * the line did not hold it whole (not written, or cut).
 */
export type DiagnosticRecordWriter = (record: DiagnosticRecord, startedAt: number) => string | undefined;

/**
 * Writes the one diagnostic record per request (SPEC §7 rule 3) as the same line `logger.info(record, 'request')` would
 * write (level, time and bindings first, then the record, then the message), but with one `JSON.stringify` of the
 * record instead of pino's key-by-key serialization: it is written on every request, and pino's way cost more than
 * the rest of the gateway's own bookkeeping. Straight to the logger's destination, so pino's formatters, hooks and
 * redaction do not apply (the gateway's loggers use none); a logger without a destination gets `logger.info`.
 */
export function createDiagnosticRecordWriter(logger: Logger): DiagnosticRecordWriter {
  const formatTime = createIsoTimeFormatter();
  const internals = logger as unknown as PinoInternals;
  const stream = internals[pino.symbols.streamSym] as { write?: unknown } | undefined;
  const write = stream?.write;
  const time = internals[pino.symbols.timeSym];
  const messageKey = internals[pino.symbols.messageKeySym];
  if (stream === undefined || typeof write !== 'function' || typeof time !== 'function' || typeof messageKey !== 'string') {
    return (record, startedAt) => {
      const kept = JSON.stringify(record).length - (record.content === undefined ? 0 : JSON.stringify(record.content).length) > DIAGNOSTIC_RECORD_SOFT_LIMIT ? boundDiagnosticRecord(record) : record;
      logger.info({ ...kept, startedAt: formatTime(startedAt) }, 'request');
      return undefined;
    };
  }
  const level = logger.levels.values['info'] ?? 30;
  const ending = `,${JSON.stringify(messageKey)}:"request"}\n`;
  return (record, startedAt) => {
    if (!logger.isLevelEnabled('info')) return undefined;
    const bindings = internals[pino.symbols.chindingsSym];
    const head = `{"level":${level}${String(time())}${typeof bindings === 'string' ? bindings : ''},`;
    const startedAtField = `,"startedAt":"${formatTime(startedAt)}"`;
    const json = JSON.stringify(record);
    // Something huge the client sent was echoed (a 1 MB model ID): cut it rather than write a megabyte line.
    if (json.length - 2 > DIAGNOSTIC_RECORD_SOFT_LIMIT && json.length - 2 - (record.content === undefined ? 0 : JSON.stringify(record.content).length) > DIAGNOSTIC_RECORD_SOFT_LIMIT) {
      write.call(stream, `${head}${JSON.stringify(boundDiagnosticRecord(record)).slice(1, -1)}${startedAtField}${ending}`);
      return undefined;
    }
    // Both texts are joined from the one serialization (V8 keeps the parts rather than copying them).
    write.call(stream, `${head}${json.slice(1, -1)}${startedAtField}${ending}`);
    return `${json.slice(0, -1)}${startedAtField}}`;
  };
}
