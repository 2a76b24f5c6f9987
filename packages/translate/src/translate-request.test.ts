import { describe, expect, it } from 'vitest';
import { FORMAT_IDS } from './format-id.js';
import { loadRequestMatrix } from './testing-fixtures/load-request-matrix.js';
import { requestIssues } from './testing-fixtures/validate-format.js';
import { translateRequest } from './translate-request.js';

const matrix = loadRequestMatrix();
const options = { model: 'test-model', defaultMaxOutputTokens: 4096 };
const pairs = matrix.flatMap((entry) =>
  FORMAT_IDS.flatMap((from) => FORMAT_IDS.filter((to) => to !== from).map((to) => [entry.name, from, to, entry] as const)),
);

describe('request fixture matrix', () => {
  it('has at least 30 conversations, each in all three formats', () => {
    expect(matrix.length).toBeGreaterThanOrEqual(30);
  });

  it.each(matrix.flatMap((entry) => FORMAT_IDS.map((format) => [entry.name, format, entry] as const)))(
    '%s: the %s fixture is a valid request',
    (_name, format, entry) => {
      expect(requestIssues(format, entry.bodies[format])).toEqual([]);
    },
  );

  it.each(pairs)('%s: %s → %s', (_name, from, to, entry) => {
    const key = `${from}-to-${to}`;
    if (entry.skips[key] !== undefined) return;
    const { body } = translateRequest({ from, to, body: entry.bodies[from], options });
    expect(body).toEqual(entry.overrides.get(key) ?? entry.bodies[to]);
    expect(requestIssues(to, body)).toEqual([]);
  });

  it('documents every lossy direction with an override that differs from the plain fixture', () => {
    for (const entry of matrix) {
      for (const [key, override] of entry.overrides) {
        const to = key.split('-to-')[1] as (typeof FORMAT_IDS)[number];
        expect(override, `${entry.name} ${key}`).not.toEqual(entry.bodies[to]);
      }
    }
  });
});

describe('translateRequest', () => {
  it('returns the body unchanged when both formats are the same', () => {
    const body = { model: 'm', messages: [] };
    expect(translateRequest({ from: 'openai-chat', to: 'openai-chat', body, options })).toEqual({ body, warnings: [] });
  });
});
