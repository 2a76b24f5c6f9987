import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino, stdTimeFunctions } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiagnosticRecordWriter } from './create-diagnostic-record-writer.js';
import { createLogDestination } from './create-log-destination.js';

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function logFile(): string {
  const directory = mkdtempSync(join(tmpdir(), 'modelgate-log-'));
  directories.push(directory);
  return join(directory, 'out.log');
}

describe('the log destination', () => {
  it('writes pino lines and diagnostic records whole and in order, multi-byte text included, once flushed', async () => {
    const path = logFile();
    const destination = createLogDestination(path);
    await once(destination, 'ready');
    const logger = pino({ timestamp: stdTimeFunctions.isoTime }, destination);
    const writeRecord = createDiagnosticRecordWriter(logger);
    logger.warn({ detail: 'café → 東京' }, 'first');
    for (let index = 0; index < 40; index += 1) writeRecord({ requestId: `req_${index}`, method: 'POST', path: '/v1/messages', model: `modèle-${index}-😀` }, 0);
    logger.info('last');
    destination.flushSync();
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(42);
    expect(lines[0]).toMatchObject({ level: 40, detail: 'café → 東京', msg: 'first' });
    expect(lines.slice(1, 41).map((line) => line['model'])).toEqual(Array.from({ length: 40 }, (_, index) => `modèle-${index}-😀`));
    expect(lines[41]).toMatchObject({ level: 30, msg: 'last' });
  });

  it('holds short lines until flushed, as a buffered stdout does', async () => {
    const path = logFile();
    const destination = createLogDestination(path);
    await once(destination, 'ready');
    pino(destination).info('held');
    expect(readFileSync(path, 'utf8')).toBe('');
    destination.flushSync();
    expect(readFileSync(path, 'utf8')).toContain('"msg":"held"');
  });
});
