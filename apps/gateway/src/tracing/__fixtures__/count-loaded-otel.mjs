// Run from the package root (`node --conditions=@modelgate/source --import tsx …`) by tracing-is-lazy.test.ts: serves
// one request without `tracing:`, then one with it, and prints how many OpenTelemetry modules were loaded after each.
// The OpenTelemetry packages are CommonJS, so whatever of them was loaded is in require.cache.
import { createRequire } from 'node:module';
import { pino } from 'pino';
import request from 'supertest';

const { DEFAULT_CONFIG_DOCUMENT } = await import('../../config/default-config-document.ts');
const { parseConfig } = await import('../../config/parse-config.ts');
const { createGatewayRuntime } = await import('../../runtime/create-gateway-runtime.ts');
const { loadGatewayTracing } = await import('../load-gateway-tracing.ts');

const loaded = () => Object.keys(createRequire(import.meta.url).cache).filter((path) => /[\\/]@opentelemetry[\\/]/.test(path)).length;

async function serve(tracingSection) {
  const config = parseConfig({ ...DEFAULT_CONFIG_DOCUMENT, store: 'memory', ...tracingSection }, {}, 'test');
  // As `modelgate serve` does: the tracing module only for a config that has `tracing:`.
  const tracing = config.tracing === undefined ? undefined : await loadGatewayTracing(config.tracing, { serviceVersion: 'test' });
  const runtime = createGatewayRuntime(config, pino({ level: 'silent' }), tracing);
  try {
    const account = await runtime.core.admin.createAccount({ name: 'lazy', balance: 5_000_000 });
    const { secret } = await runtime.core.admin.createToken({ accountId: account.id });
    const body = { model: 'modelgate-demo', messages: [{ role: 'user', content: 'hi' }] };
    return (await request(runtime.app).post('/v1/chat/completions').set('authorization', `Bearer ${secret}`).send(body)).status;
  } finally {
    await runtime.close();
  }
}

const statusOff = await serve({});
const off = loaded();
const statusOn = await serve({ tracing: { endpoint: 'http://127.0.0.1:9', sample_ratio: 0 } });
process.stdout.write(JSON.stringify({ statusOff, off, statusOn, on: loaded() }));
