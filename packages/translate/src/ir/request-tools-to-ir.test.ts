import { FORMAT_IDS } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import { CODECS } from '../codec-registry.js';
import { loadRequestMatrix } from '../testing-fixtures/load-request-matrix.js';
import { createWarningSink } from './create-warning-sink.js';

// An answer's tool calls are restored from the client's tools alone (readClientToolRestoration): each codec's
// requestToolsToIr reads exactly the tools its requestToIr reads, without the conversation.
const cases = loadRequestMatrix().flatMap((matrixCase) => FORMAT_IDS.map((format) => [matrixCase.name, format, matrixCase.bodies[format]] as const));

describe('requestToolsToIr', () => {
  it('is tried on requests that declare tools of every kind', () => {
    const kinds = new Set(cases.flatMap(([, format, body]) => CODECS[format].requestToolsToIr(body as never, createWarningSink()).map((tool) => tool.kind)));
    expect([...kinds].sort()).toEqual(['custom', 'function', 'hosted', 'tool_search']);
  });

  it.each(cases)('%s (%s) reads the tools requestToIr reads', (_name, format, body) => {
    const whole = CODECS[format].requestToIr(body as never, createWarningSink()).tools;
    expect(CODECS[format].requestToolsToIr(body as never, createWarningSink())).toEqual(whole);
  });
});
