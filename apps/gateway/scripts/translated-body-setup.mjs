// What measure-body-serialization.mjs and measure-translated-phases.mjs share: the gateway's translator, format
// modules and serializer from dist/, and the bench's request body of <client> grown to [kb] KiB, from their arguments
// `<client> <upstream> [kb=100] [rounds=400]`. Needs a built gateway and `pnpm --filter @modelgate/bench build`.
export const { TRANSLATOR } = await import('../dist/app/translator.js');
export const { FORMAT_MODULES } = await import('../dist/formats/format-modules.js');
export const { serializeJsonBody } = await import('../dist/generate/serialize-json-body.js');
export const { createTranslatedBodyReuse } = await import('../dist/generate/create-translated-body-reuse.js');
const { BENCH_FORMATS } = await import('../../../bench/dist/formats/bench-formats.js');
const { growRequestBody } = await import('../../../bench/dist/formats/grow-request-bodies.js');
const [clientArg = 'anthropic-messages', upstreamArg = 'openai-chat', kbArg = '100', roundsArg = '400'] = process.argv.slice(2);
export const client = clientArg;
export const upstream = upstreamArg;
export const kb = Number(kbArg);
export const rounds = Number(roundsArg);
const text = BENCH_FORMATS[client].createRequestBody('m', false);
/** The client's body as its bytes. */
export const bytes = Buffer.from(kb > 0 ? growRequestBody(client, text, kb * 1024) : text);
