// A translated body's serialization alone, in CPU µs per body: serializeJsonBody (long texts from its cache) against
// `JSON.stringify` + encode (what it replaced), alternating which goes first, each on a fresh translation of the
// bench's body grown to `kb` (parsed, validated and translated afresh, as each request does). Needs a built gateway
// and `pnpm --filter @modelgate/bench build`.
//   node apps/gateway/scripts/measure-body-serialization.mjs <client> <upstream> [kb=100] [rounds=400]
import { TRANSLATOR, FORMAT_MODULES, serializeJsonBody, client, upstream, rounds, bytes } from './translated-body-setup.mjs';

function plain(body) {
  const json = JSON.stringify(body);
  return Buffer.from(json, json.length === Buffer.byteLength(json, 'utf8') ? 'latin1' : 'utf8');
}

function translated() {
  const validation = FORMAT_MODULES[client].validateRequest(JSON.parse(Buffer.from(bytes).toString('latin1')));
  if (!validation.ok) throw new Error('The grown body does not validate.');
  const options = { model: 'u', defaultMaxOutputTokens: 4096, stream: false };
  return TRANSLATOR.translateRequest({ from: client, to: upstream, body: validation.value, options }).body;
}

const first = translated();
if (!serializeJsonBody(first).equals(plain(first))) throw new Error('serializeJsonBody differs from JSON.stringify');
const totals = { plain: 0, cached: 0 };
const warmup = 50;
for (let round = 0; round < rounds + warmup; round += 1) {
  const order = round % 2 === 0 ? [['plain', plain], ['cached', serializeJsonBody]] : [['cached', serializeJsonBody], ['plain', plain]];
  for (const [name, serialize] of order) {
    const body = translated();
    const started = process.cpuUsage();
    serialize(body);
    const used = process.cpuUsage(started);
    if (round >= warmup) totals[name] += used.user + used.system;
  }
}
console.log(`${client}→${upstream}, ${bytes.length} bytes: JSON.stringify + encode ${(totals.plain / rounds).toFixed(1)} µs, serializeJsonBody ${(totals.cached / rounds).toFixed(1)} µs per body (${rounds} each, alternating)`);
