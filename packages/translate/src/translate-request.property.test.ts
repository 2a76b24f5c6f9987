import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMAT_IDS } from '@modelgate/ir';
import { TranslationError } from './translation-error.js';
import { translateRequest, type TranslateRequestInput } from './translate-request.js';
import { requestInput } from './testing-fixtures/request-input.js';
import { createTestResponseContext } from './testing-fixtures/inspect-sse.js';
import { translateResponse } from './translate-response.js';

const pairs = FORMAT_IDS.flatMap((from) => FORMAT_IDS.filter((to) => to !== from).map((to) => [from, to] as const));
const options = { model: 'm', defaultMaxOutputTokens: 1000 };

/** Bodies that look roughly like requests of any format, with random junk where values go. */
const looseBody = fc.record(
  {
    model: fc.string(),
    messages: fc.array(fc.record({ role: fc.constantFrom('system', 'developer', 'user', 'assistant', 'tool', 'x'), content: fc.jsonValue() }, { requiredKeys: [] })),
    input: fc.oneof(fc.string(), fc.array(fc.dictionary(fc.constantFrom('type', 'role', 'content', 'call_id', 'output', 'arguments', 'summary'), fc.jsonValue()))),
    tools: fc.array(fc.jsonValue()),
    tool_choice: fc.jsonValue(),
    system: fc.jsonValue(),
    thinking: fc.jsonValue(),
    reasoning: fc.jsonValue(),
    max_tokens: fc.jsonValue(),
    temperature: fc.jsonValue(),
  },
  { requiredKeys: [] },
);

describe('translators never throw anything but TranslationError (property)', () => {
  it.each(pairs)('translateRequest %s → %s', (from, to) => {
    fc.assert(
      fc.property(fc.oneof(looseBody, fc.jsonValue()), (body) => {
        // The gateway translates only what the client format's validator accepted (and answers 400 otherwise).
        let input: TranslateRequestInput;
        try {
          input = requestInput(from, to, body, options);
        } catch {
          return;
        }
        try {
          const { body: translated } = translateRequest(input);
          expect(typeof translated).toBe('object');
        } catch (error) {
          expect(error).toBeInstanceOf(TranslationError);
        }
      }),
      { numRuns: 300 },
    );
  });

  it.each(pairs)('translateResponse %s → %s', (from, to) => {
    fc.assert(
      fc.property(fc.oneof(fc.dictionary(fc.constantFrom('content', 'choices', 'output', 'usage', 'status', 'stop_reason'), fc.jsonValue()), fc.jsonValue()), (body) => {
        try {
          translateResponse({ from, to, body, context: createTestResponseContext(to) });
        } catch (error) {
          expect(error).toBeInstanceOf(TranslationError);
        }
      }),
      { numRuns: 300 },
    );
  });
});
