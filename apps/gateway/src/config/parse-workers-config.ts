import { availableParallelism } from 'node:os';
import type { ConfigReader } from './config-reader.js';
import type { StoreConfig } from './gateway-config.js';

/**
 * `server.workers`: how many processes serve the port, a whole number ≥ 1 or `auto` (one per core the machine gives
 * this process, `os.availableParallelism()`). The memory store lives inside one process and cannot be shared, so any
 * value but 1 is refused with it.
 */
export function parseWorkersConfig(server: Record<string, unknown>, store: StoreConfig, reader: ConfigReader, cores: () => number = availableParallelism): number {
  const value = server['workers'];
  const workers = value === 'auto' ? Math.max(1, cores()) : reader.number(server, 'workers', 'server', 1, { integer: true, min: 1 });
  if (store.kind === 'memory' && (value === 'auto' || workers > 1)) {
    reader.problems.push(
      `server.workers: ${String(value)} workers cannot share the memory store (store: memory lives inside one process); use store: sqlite:<path> or postgres://…, or workers: 1`,
    );
  }
  return workers;
}
