import { createRequire } from 'node:module';
import type * as PromClient from 'prom-client';

const require = createRequire(import.meta.url);

/**
 * prom-client, loaded on first use rather than at import time: a gateway without `server.admin_token` serves no
 * /metrics and never pays for it (~1 MiB of heap with its dependencies). It is CommonJS, so loading it stays synchronous.
 */
export function loadPromClient(): typeof PromClient {
  return require('prom-client') as typeof PromClient;
}
