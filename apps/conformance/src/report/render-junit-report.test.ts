import { describe, expect, it } from 'vitest';
import type { ConformanceReport, SectionTotals } from '../types.js';
import { renderJsonReport } from './render-json-report.js';
import { renderJunitReport } from './render-junit-report.js';
import { renderTextReport } from './render-text-report.js';

const totals = (partial: Partial<SectionTotals> = {}): SectionTotals => ({ pass: 0, fail: 0, warn: 0, skipped: 0, 'not-applicable': 0, ...partial });
const report: ConformanceReport = {
  baseUrl: 'http://127.0.0.1:1',
  model: 'm',
  profile: {
    formats: ['chat'],
    models: true,
    auth: 'bearer',
    secondToken: false,
    level: 'client',
    notes: ['formats: chat (declared with --formats)', 'auth: bearer (default)'],
  },
  startedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:00:01.000Z',
  totals: totals({ warn: 1, fail: 1, skipped: 1, 'not-applicable': 1 }),
  warningCount: 1,
  sections: {
    addresses: totals(),
    models: totals(),
    endpoints: totals({ warn: 1 }),
    authentication: totals({ fail: 1 }),
    errors: totals({ 'not-applicable': 1 }),
    limits: totals({ skipped: 1 }),
    cassettes: totals(),
  },
  results: [
    {
      id: 'endpoints/minimal-chat',
      title: 'ok',
      section: 'endpoints',
      level: 'spec',
      reference: 'SPEC §4',
      outcome: 'warn',
      status: 200,
      findings: [],
      warnings: ['advisory: request-id: no request ID'],
      durationMs: 5,
    },
    {
      id: 'authentication/wrong-token-chat',
      title: 'wrong <token>',
      section: 'authentication',
      level: 'spec',
      reference: 'SPEC §5 rule 2',
      outcome: 'fail',
      status: 200,
      findings: ['status: status 200, expected 401'],
      request: { method: 'POST', url: 'http://127.0.0.1:1/v1/chat/completions', headers: { authorization: 'Bearer mg-t…[redacted]' }, body: '{"a":"&"}' },
      responseExcerpt: 'HTTP 200',
      durationMs: 1500,
    },
    {
      id: 'errors/invalid-json-chat',
      title: 'invalid',
      section: 'errors',
      level: 'spec',
      reference: 'SPEC §4 rule 3',
      outcome: 'not-applicable',
      reason: 'not applicable: endpoint unavailable (its positive twin endpoints/minimal-chat failed with HTTP 500)',
      findings: [],
      durationMs: 0,
    },
    { id: 'limits/second-token-chat', title: 'limited', section: 'limits', level: 'spec', reference: 'SPEC §8', outcome: 'skipped', reason: 'needs --second-token', findings: [], durationMs: 0 },
  ],
};

describe('report renderers', () => {
  it('renders JUnit with one suite per section, the level and reference of each case, and the failing request', () => {
    const xml = renderJunitReport(report);
    expect(xml).toContain('<testsuites name="modelgate-conformance" tests="4" failures="1" skipped="2" errors="0">');
    expect(xml).toContain('<testsuite name="authentication" tests="1" failures="1" skipped="0" errors="0" time="1.500">');
    expect(xml).toContain('name="authentication/wrong-token-chat: wrong &lt;token&gt;"');
    expect(xml).toContain('<property name="level" value="spec"/><property name="reference" value="SPEC §5 rule 2"/>');
    expect(xml).toContain('<failure message="[spec: SPEC §5 rule 2] status: status 200, expected 401">');
    expect(xml).toContain('authorization: Bearer mg-t…[redacted]');
    expect(xml).toContain('{&quot;a&quot;:&quot;&amp;&quot;}');
    expect(xml).toContain('<skipped message="needs --second-token"/>');
    expect(xml).toContain('<skipped message="not applicable: endpoint unavailable (its positive twin endpoints/minimal-chat failed with HTTP 500)"/>');
    expect(xml.match(/<testsuite /g)).toHaveLength(7);
    expect(xml).toContain('<system-out>advisory: request-id: no request ID');
  });

  it('names RULES.md, where every reference is explained, in the text report and in each JUnit case and failure', () => {
    const note = 'Every reference (SPEC, PROTOCOLS, PEERS) is explained under its label in RULES.md, in the @modelgate/conformance package.';
    expect(renderTextReport(report).split('\n').slice(0, 5)).toContain(note);
    const xml = renderJunitReport(report);
    expect(xml.match(/<property name="explained-in" value="RULES.md"\/>/g)).toHaveLength(report.results.length);
    expect(xml).toContain(`level: spec (SPEC §5 rule 2)\n${note}\n`);
    expect(xml).toContain(`<system-out>advisory: request-id: no request ID\nlevel: spec (SPEC §4)\n${note}</system-out>`);
  });

  it('renders JSON that parses back to the same report, naming RULES.md where the references are explained', () => {
    expect(JSON.parse(renderJsonReport(report))).toEqual({ explainedIn: 'RULES.md', ...report });
  });

  it('renders text with the profile, per-case lines, the request headers of a failure and section totals', () => {
    const text = renderTextReport(report);
    expect(text).toContain('failing at level client');
    expect(text).toContain('  formats: chat (declared with --formats)');
    expect(text).toContain('FAIL  authentication/wrong-token-chat  wrong <token>');
    expect(text).toContain('      level: spec (SPEC §5 rule 2)');
    expect(text).toContain('      - status: status 200, expected 401');
    expect(text).toContain('        authorization: Bearer mg-t…[redacted]');
    expect(text).toContain('N/A   errors/invalid-json-chat  invalid');
    expect(text).toContain('      skipped: needs --second-token');
    expect(text).toContain('section           pass  fail  warn  skipped  n/a');
    expect(text).toContain('authentication       0     1     0        0    0');
    expect(text).toContain('total                0     1     1        1    1');
    expect(text).toContain('WARN  endpoints/minimal-chat  ok');
    expect(text).toContain('      ! advisory: request-id: no request ID');
    expect(text).toContain('1 warning(s)');
  });
});
