import { ALL_CASES } from './cases/all-cases.js';
import type { Cassette } from './cassettes/cassette.js';
import { createCassetteCases } from './cassettes/create-cassette-cases.js';
import type { UpstreamRequest } from './checks/check-context.js';
import type { FetchLike } from './http/send-request.js';
import { redactTokens } from './report/redact-tokens.js';
import { summarizeResults } from './report/summarize-results.js';
import { discoverModel } from './run/discover-model.js';
import { runCase } from './run/run-case.js';
import { selectCases } from './run/select-cases.js';
import type { CaseResult, ConformanceCase, ConformanceReport } from './types.js';

export type RunConformanceOptions = {
  /** The service root, without /v1 (SPEC §1). */
  baseUrl: string;
  token: string;
  /** The model to test; the first listed one when omitted. */
  model?: string;
  /** An exhausted or rate-limited token, for the limits section. */
  secondToken?: string;
  /** Comma-separated sections, case IDs or ID prefixes. */
  only?: string;
  fetch?: FetchLike;
  /** Per-request time limit (default 60 s). */
  timeoutMs?: number;
  /** The cases to run (default: every case). */
  cases?: readonly ConformanceCase[];
  /**
   * Also run these cassettes (the `cassettes` section): the server must route the model
   * `<cassetteModelPrefix><cassette id>` to a replay upstream serving them.
   */
  cassettes?: readonly Cassette[];
  cassetteModelPrefix?: string;
  /**
   * The in-process replay upstream the server under test is routed to (from `createReplayUpstream`): each cassette
   * case then also checks that the upstream was asked for its cassette and never saw the client's token.
   */
  replayUpstream?: { requests: readonly UpstreamRequest[] };
  now?: () => number;
  /** Called after each case, e.g. to print progress. */
  onResult?: (result: CaseResult) => void;
};

/** Runs the suite against a server and returns the report. Cases run one after another. */
export async function runConformance(options: RunConformanceOptions): Promise<ConformanceReport> {
  const now = options.now ?? Date.now;
  const startedAt = new Date(now()).toISOString();
  const cassetteCases =
    options.cassettes === undefined
      ? []
      : createCassetteCases(options.cassettes, {
          ...(options.cassetteModelPrefix === undefined ? {} : { modelPrefix: options.cassetteModelPrefix }),
          checkUpstream: options.replayUpstream !== undefined,
        });
  const cases = selectCases([...(options.cases ?? ALL_CASES), ...cassetteCases], options.only);
  const discovered = await discoverModel(options);
  const settings = {
    baseUrl: options.baseUrl,
    token: options.token,
    ...(options.secondToken === undefined ? {} : { secondToken: options.secondToken }),
    ...(discovered.model === undefined ? {} : { model: discovered.model }),
    ...(discovered.note === undefined ? {} : { modelNote: discovered.note }),
  };
  const results: CaseResult[] = [];
  for (const testCase of cases) {
    const result = await runCase(testCase, settings, {
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      now,
      ...(options.replayUpstream === undefined ? {} : { upstreamRequests: options.replayUpstream.requests }),
    });
    results.push(result);
    options.onResult?.(result);
  }
  return {
    baseUrl: redactTokens(options.baseUrl, [options.token, ...(options.secondToken === undefined ? [] : [options.secondToken])]),
    model: discovered.model ?? null,
    startedAt,
    finishedAt: new Date(now()).toISOString(),
    ...summarizeResults(results),
    warningCount: results.reduce((sum, result) => sum + (result.warnings?.length ?? 0), 0),
    results,
  };
}
