import type { FormatModule } from '@modelgate/ir';
import type { BenchFormat } from './bench-format.js';

/** The request every bench client sends, in every format: a short system prompt, one question, bounded output. */
const SYSTEM = 'You are a concise assistant. Answer in one short paragraph.';
const PROMPT = 'Summarise why a gateway in front of model providers helps a team of developers.';

/** A format's bench view: its endpoint and its module's sample request and answers; the label drops the vendor. */
export function createBenchFormat(format: FormatModule): BenchFormat {
  const { samples } = format;
  return {
    id: format.id,
    label: format.id.slice(format.id.indexOf('-') + 1),
    path: format.endpoint,
    createRequestBody: (model, stream) =>
      JSON.stringify(samples.request({ model, system: SYSTEM, prompt: PROMPT, maxOutputTokens: 256, temperature: 0.2, stream })),
    createResponse: samples.response,
    createStreamHead: samples.streamHead,
    createStreamDelta: samples.streamDelta,
    createStreamTail: samples.streamTail,
    wantsStreamUsage: samples.wantsStreamUsage,
  };
}
