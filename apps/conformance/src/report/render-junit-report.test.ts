import { describe, expect, it } from 'vitest';
import type { ConformanceReport } from '../types.js';
import { renderJsonReport } from './render-json-report.js';
import { renderJunitReport } from './render-junit-report.js';
import { renderTextReport } from './render-text-report.js';

const zero = { pass: 0, fail: 0, skipped: 0 };
const report: ConformanceReport = {
  baseUrl: 'http://127.0.0.1:1',
  model: 'm',
  startedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:00:01.000Z',
  totals: { pass: 1, fail: 1, skipped: 1 },
  warningCount: 1,
  sections: { addresses: zero, models: zero, endpoints: { pass: 1, fail: 0, skipped: 0 }, authentication: { pass: 0, fail: 1, skipped: 0 }, errors: zero, limits: { pass: 0, fail: 0, skipped: 1 }, cassettes: zero },
  results: [
    { id: 'endpoints/minimal-chat', title: 'ok', section: 'endpoints', outcome: 'pass', findings: [], warnings: ['retry-hints: no retry-after'], durationMs: 5 },
    {
      id: 'authentication/wrong-token-chat',
      title: 'wrong <token>',
      section: 'authentication',
      outcome: 'fail',
      findings: ['status: status 200, expected 401'],
      request: { method: 'POST', url: 'http://127.0.0.1:1/v1/chat/completions', headers: { authorization: 'Bearer mg-t…[redacted]' }, body: '{"a":"&"}' },
      responseExcerpt: 'HTTP 200',
      durationMs: 1500,
    },
    { id: 'limits/second-token-chat', title: 'limited', section: 'limits', outcome: 'skipped', reason: 'needs --second-token', findings: [], durationMs: 0 },
  ],
};

describe('report renderers', () => {
  it('renders JUnit with one suite per section, escaped text and the failing request', () => {
    const xml = renderJunitReport(report);
    expect(xml).toContain('<testsuites name="modelgate-conformance" tests="3" failures="1" skipped="1" errors="0">');
    expect(xml).toContain('<testsuite name="authentication" tests="1" failures="1" skipped="0" errors="0" time="1.500">');
    expect(xml).toContain('name="authentication/wrong-token-chat: wrong &lt;token&gt;"');
    expect(xml).toContain('<failure message="status: status 200, expected 401">');
    expect(xml).toContain('{&quot;a&quot;:&quot;&amp;&quot;}');
    expect(xml).toContain('<skipped message="needs --second-token"/>');
    expect(xml.match(/<testsuite /g)).toHaveLength(7);
    expect(xml).toContain('<system-out>retry-hints: no retry-after</system-out>');
  });

  it('renders JSON that parses back to the same report', () => {
    expect(JSON.parse(renderJsonReport(report))).toEqual(report);
  });

  it('renders text with per-case lines, failure details and section totals', () => {
    const text = renderTextReport(report);
    expect(text).toContain('FAIL  authentication/wrong-token-chat  wrong <token>');
    expect(text).toContain('      - status: status 200, expected 401');
    expect(text).toContain('      skipped: needs --second-token');
    expect(text).toContain('authentication      0     1        0');
    expect(text).toContain('total               1     1        1');
    expect(text).toContain('      ! retry-hints: no retry-after');
    expect(text).toContain('1 warning(s)');
  });
});
