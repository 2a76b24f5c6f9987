import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_CASES } from '../cases/all-cases.js';
import { createCassetteCases } from '../cassettes/create-cassette-cases.js';
import { loadCassettes } from '../cassettes/load-cassettes.js';
import { CHECKS_BY_NAME } from '../checks/checks-by-name.js';
import { findRuleLabels, findUnlabeledMarks } from './find-rule-labels.js';
import { RULES_DOCUMENT } from './rules-document.js';

const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const rules = await readFile(join(PACKAGE_ROOT, RULES_DOCUMENT), 'utf8');

/** What in a text a reader could not look up in RULES.md: labels without an entry, and marks that are no label. */
function problemsOf(where: string, text: string): string[] {
  const missing = findRuleLabels(text).filter((label) => {
    const at = rules.indexOf(`<a id="${label.anchor}"></a>`);
    return at < 0 || !rules.slice(at, at + 80).includes(label.text);
  });
  return [
    ...missing.map((label) => `${where}: ${label.text} has no entry in ${RULES_DOCUMENT}`),
    ...findUnlabeledMarks(text).map((context) => `${where}: "${context}" is no label`),
  ];
}

async function sourceFiles(): Promise<string[]> {
  const names = await readdir(join(PACKAGE_ROOT, 'src'), { recursive: true });
  return names.filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).sort();
}

describe(RULES_DOCUMENT, () => {
  it('has each anchor once', () => {
    const anchors = [...rules.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1]);
    expect(anchors.length).toBeGreaterThan(50);
    expect(anchors.filter((anchor, index) => anchors.indexOf(anchor) !== index)).toEqual([]);
  });

  it('has an entry for every label in the reference and title of every case, cassette cases included', async () => {
    const cases = [...ALL_CASES, ...createCassetteCases(await loadCassettes())];
    const problems = cases.flatMap((testCase) => [
      ...problemsOf(`${testCase.id} reference`, testCase.reference),
      ...problemsOf(`${testCase.id} title`, testCase.title),
      ...(findRuleLabels(testCase.reference).length === 0 ? [`${testCase.id}: the reference names no entry of ${RULES_DOCUMENT}`] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it('has an entry for every label the cassettes cite as their source', async () => {
    const cassettes = await loadCassettes();
    expect(cassettes.flatMap((cassette) => problemsOf(`cassette ${cassette.id} source`, cassette.source))).toEqual([]);
  });

  it('has an entry for every label in the README, in its own cross-references and in the source', async () => {
    const texts: [string, string][] = [
      ['README.md', await readFile(join(PACKAGE_ROOT, 'README.md'), 'utf8')],
      [RULES_DOCUMENT, rules],
      ...(await Promise.all((await sourceFiles()).map(async (name): Promise<[string, string]> => [name, await readFile(join(PACKAGE_ROOT, 'src', name), 'utf8')]))),
    ];
    expect(texts.flatMap(([where, text]) => problemsOf(where, text))).toEqual([]);
  });

  it('ships in the package', async () => {
    const manifest = JSON.parse(await readFile(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { files: string[] };
    expect(manifest.files).toContain(RULES_DOCUMENT);
  });

  it('lists every check in its checks table', () => {
    const missing = Object.keys(CHECKS_BY_NAME).filter((name) => !rules.includes(`| \`${name}\` |`));
    expect(missing).toEqual([]);
  });
});
