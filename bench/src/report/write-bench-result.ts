import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BenchResult } from './bench-result.js';
import { renderMarkdownReport } from './render-markdown-report.js';

export const RESULTS_DIRECTORY = fileURLToPath(new URL('../../results/', import.meta.url));

/** Writes `<name>.json` and `<name>.md` to bench/results/ and returns the markdown and both paths. */
export function writeBenchResult(result: BenchResult, name: string): { markdown: string; jsonPath: string; markdownPath: string } {
  mkdirSync(RESULTS_DIRECTORY, { recursive: true });
  const markdown = renderMarkdownReport(result);
  const jsonPath = `${RESULTS_DIRECTORY}${name}.json`;
  const markdownPath = `${RESULTS_DIRECTORY}${name}.md`;
  writeFileSync(jsonPath, `${JSON.stringify(result, (_key, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? null : value), 2)}\n`);
  writeFileSync(markdownPath, markdown);
  return { markdown, jsonPath, markdownPath };
}
