// Where a translated big body's CPU goes outside the HTTP path, in CPU µs per body: JSON.parse of the client's bytes,
// the format's validation, translateRequest, and serializeJsonBody, each timed on its own with process.cpuUsage.
// `translate new turn` and `serialize new turn` do the same for the body cut to its last two messages (`input` items
// for Responses: an agent's new turn): what a translator that kept the translation and JSON of every unchanged message
// would still do. `serialize, kept` writes the same translated body through createTranslatedBodyReuse under one key
// every round (the previous round's translation kept: the same body again, its texts parsed afresh, so compared by
// content rather than by address as the gateway's shared tree allows). Only the shares within one run read on a shared machine. Needs a built gateway and
// `pnpm --filter @modelgate/bench build`.
//   node apps/gateway/scripts/measure-translated-phases.mjs <client> <upstream> [kb=100] [rounds=400]
import { TRANSLATOR, FORMAT_MODULES, serializeJsonBody, createTranslatedBodyReuse, client, upstream, rounds, bytes } from './translated-body-setup.mjs';
const options = { model: 'u', defaultMaxOutputTokens: 4096, stream: false };
const totals = { parse: 0, validate: 0, translate: 0, serialize: 0, 'serialize, kept': 0, 'translate new turn': 0, 'serialize new turn': 0 };
const kept = createTranslatedBodyReuse();
const key = Object.freeze({});
const warmup = 50;
/** The member that holds the conversation: Responses calls it `input`. */
const member = client === 'openai-responses' ? 'input' : 'messages';

function timed(name, counted, work) {
  const started = process.cpuUsage();
  const value = work();
  const used = process.cpuUsage(started);
  if (counted) totals[name] += used.user + used.system;
  return value;
}

for (let round = 0; round < rounds + warmup; round += 1) {
  const counted = round >= warmup;
  const copy = Buffer.from(bytes);
  const parsed = timed('parse', counted, () => JSON.parse(copy.toString('latin1')));
  const validation = timed('validate', counted, () => FORMAT_MODULES[client].validateRequest(parsed));
  if (!validation.ok) throw new Error('The grown body does not validate.');
  const body = timed('translate', counted, () => TRANSLATOR.translateRequest({ from: client, to: upstream, body: validation.value, options }).body);
  const written = timed('serialize', counted, () => serializeJsonBody(body));
  const keptBytes = timed('serialize, kept', counted, () => kept.serialize(body, key, upstream));
  if (!keptBytes.equals(written)) throw new Error('The kept JSON differs from serializeJsonBody.');
  const newTurn = { ...validation.value, [member]: validation.value[member].slice(-2) };
  const turnBody = timed('translate new turn', counted, () => TRANSLATOR.translateRequest({ from: client, to: upstream, body: newTurn, options }).body);
  timed('serialize new turn', counted, () => serializeJsonBody(turnBody));
}
const line = Object.entries(totals).map(([name, total]) => `${name} ${(total / rounds).toFixed(1)} µs`).join(', ');
console.log(`${client}→${upstream}, ${bytes.length} bytes, ${rounds} rounds: ${line}`);
