import { pino, type Logger } from 'pino';
import { boundDiagnosticRecord, DIAGNOSTIC_RECORD_SOFT_LIMIT } from './bound-diagnostic-record.js';
import type { DiagnosticRecord } from './diagnostic-record.js';
import { createIsoTimeFormatter } from './create-iso-time-formatter.js';

type PinoInternals = Record<symbol, unknown>;

export type DiagnosticRecordWriter = (record: DiagnosticRecord, startedAt: number) => void;

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
    };
  }
  const level = logger.levels.values['info'] ?? 30;
  const ending = `,${JSON.stringify(messageKey)}:"request"}\n`;
  return (record, startedAt) => {
    if (!logger.isLevelEnabled('info')) return;
    const bindings = internals[pino.symbols.chindingsSym];
    let fields = JSON.stringify(record).slice(1, -1);
    // Something huge the client sent was echoed (a 1 MB model ID): cut it rather than write a megabyte line.
    if (fields.length > DIAGNOSTIC_RECORD_SOFT_LIMIT && fields.length - (record.content === undefined ? 0 : JSON.stringify(record.content).length) > DIAGNOSTIC_RECORD_SOFT_LIMIT) {
      fields = JSON.stringify(boundDiagnosticRecord(record)).slice(1, -1);
    }
    write.call(
      stream,
      `{"level":${level}${String(time())}${typeof bindings === 'string' ? bindings : ''},${fields},"startedAt":"${formatTime(startedAt)}"${ending}`,
    );
  };
}
