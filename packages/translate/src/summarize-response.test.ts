import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORMAT_IDS } from '@modelgate/ir';
import { CODECS } from './codec-registry.js';
import { createStreamTranslator } from './create-stream-translator.js';
import { createWarningSink } from './ir/create-warning-sink.js';
import { summarizeResponse } from './summarize-response.js';
import { createTestResponseContext } from './testing-fixtures/inspect-sse.js';

const read = (path: string): string => readFileSync(new URL(`./__fixtures__/${path}`, import.meta.url), 'utf8');

describe('summarizeResponse', () => {
  it.each(FORMAT_IDS)('reads the model and stop reason of a whole %s response', (format) => {
    const body = JSON.parse(read(`responses/text/${format}.json`)) as unknown;
    expect(summarizeResponse(format, body)).toEqual({ model: expect.stringMatching(/-up$/), stopReason: 'end_turn' });
  });

  it.each(['text', 'text-and-tools', 'max-tokens', 'reasoning'].flatMap((name) => FORMAT_IDS.map((format) => [name, format] as const)))(
    'reads what the full decoding reads of the %s response in %s',
    (name, format) => {
      const body = JSON.parse(read(`responses/${name}/${format}.json`)) as unknown;
      const ir = CODECS[format].responseToIr(body, createWarningSink());
      expect(summarizeResponse(format, body)).toEqual({ model: ir.model, stopReason: ir.stopReason });
    },
  );

  it('says nothing of a body it cannot read', () => {
    expect(summarizeResponse('openai-chat', 'not a response')).toEqual({ model: undefined, stopReason: undefined });
  });
});

describe('a stream translator summary', () => {
  it.each(FORMAT_IDS.flatMap((from) => FORMAT_IDS.map((to) => [from, to] as const)))('names the upstream model and the stop reason of a %s stream sent as %s', (from, to) => {
    const translator = createStreamTranslator({ from, to, context: createTestResponseContext(to) });
    expect(translator.summary()).toEqual({ model: undefined, stopReason: undefined });
    translator.push(read(`streams/${from}/several-tools.sse`));
    translator.end();
    expect(translator.summary()).toEqual({ model: expect.stringMatching(/-up$/), stopReason: 'tool_use' });
  });
});
