// Instructions per translated stream, for callgrind: createStreamTranslator from translate's dist/ (or the build at
// $TR, a path to its index.js) on the bench mock's 20-delta stream (22 chunks with usage), pushed as one text, then
// end(). Needs `pnpm --filter @modelgate/bench build`. Run N = 0 and N = k with the same WARMUP, take the difference:
//   WARMUP=5000 valgrind --tool=callgrind node --max-semi-space-size=16 apps/gateway/scripts/measure-stream-translator.mjs 4000 [from=openai-chat] [to=openai-responses]
const { createStreamTranslator } = await import(process.env.TR ?? '@modelgate/translate');
const { BENCH_FORMATS } = await import('../../../bench/dist/formats/bench-formats.js');
const [streamsArg = '2000', from = 'openai-chat', to = 'openai-responses'] = process.argv.slice(2);
const format = BENCH_FORMATS[from];
const usage = { inputTokens: 30, outputTokens: 20 };
const text =
  format.createStreamHead('bench-instant', usage) +
  Array.from({ length: 20 }, (_, index) => format.createStreamDelta('bench-instant', `Zq${index} `, index)).join('') +
  format.createStreamTail('bench-instant', 'x', usage, { deltaCount: 20, includeUsage: true });
const clientRequest = JSON.parse(BENCH_FORMATS[to].createRequestBody('m', true));
let counter = 0;
let characters = 0;
const translateOne = () => {
  const translator = createStreamTranslator({ from, to, context: { model: 'm', now: () => 1_767_225_600_000, newId: (prefix) => `${prefix}${++counter}`, clientRequest } });
  characters += translator.push(text).length + translator.end().length;
};
for (let index = 0; index < Number(process.env.WARMUP ?? 5000); index += 1) translateOne();
for (let index = 0; index < Number(streamsArg); index += 1) translateOne();
console.log(`${from}→${to}: ${characters} characters written`);
