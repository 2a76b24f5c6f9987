import { once } from 'node:events';
import fs, { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino, stdTimeFunctions } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDiagnosticRecordWriter } from './create-diagnostic-record-writer.js';
import { createLogDestination, flushLogDestination } from './create-log-destination.js';

const directories: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
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
    await flushLogDestination(destination);
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

  it('holds lines until 32 KiB wait (under load a write every ~50 requests, not every ~7), then writes them in order', async () => {
    const path = logFile();
    const destination = createLogDestination(path);
    await once(destination, 'ready');
    const logger = pino({ timestamp: false }, destination);
    // ~30 KiB of request-record-sized lines (~600 bytes each): still held.
    for (let index = 0; index < 50; index += 1) logger.info({ index, padding: 'x'.repeat(560) }, 'line');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readFileSync(path, 'utf8')).toBe('');
    for (let index = 50; index < 60; index += 1) logger.info({ index, padding: 'x'.repeat(560) }, 'line');
    await flushLogDestination(destination);
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n').map((line) => (JSON.parse(line) as { index: number }).index);
    expect(lines).toEqual(Array.from({ length: 60 }, (_, index) => index));
  });

  it('writes a write still in flight before what follows it, and waits for both (a loaded machine, shutting down)', async () => {
    const path = logFile();
    const destination = createLogDestination(path);
    await once(destination, 'ready');
    // The thread pool runs the first asynchronous write late, as on a busy machine.
    const write = fs.write.bind(fs) as (...args: unknown[]) => void;
    let delayed = false;
    vi.spyOn(fs, 'write').mockImplementation(((...args: unknown[]) => {
      if (delayed) return write(...args);
      delayed = true;
      setTimeout(() => write(...args), 50);
    }) as typeof fs.write);
    const logger = pino({ timestamp: false }, destination);
    for (let index = 0; index < 600; index += 1) logger.info({ index, padding: 'x'.repeat(100) }, 'line');
    expect(delayed).toBe(true);
    await flushLogDestination(destination);
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n').map((line) => (JSON.parse(line) as { index: number }).index);
    expect(lines).toEqual(Array.from({ length: 600 }, (_, index) => index));
  });
});
