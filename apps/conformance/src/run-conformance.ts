import { ALL_CASES } from './cases/all-cases.js';
import type { Cassette } from './cassettes/cassette.js';
import { createCassetteCases } from './cassettes/create-cassette-cases.js';
import type { UpstreamRequest } from './checks/check-context.js';
import type { FetchLike } from './http/send-request.js';
import { redactTokens } from './report/redact-tokens.js';
import { summarizeResults } from './report/summarize-results.js';
import { levelRank } from './run/check-levels.js';
import { discoverModel } from './run/discover-model.js';
import { runCases } from './run/run-cases.js';
import { selectCases } from './run/select-cases.js';
import type { AuthStyle, CaseResult, ConformanceCase, ConformanceReport, FormatName, Level } from './types.js';

export type RunConformanceOptions = {
  /** The service root, without /v1 (SPEC §1). */
  baseUrl: string;
  /** A working token; without one the target is taken to authenticate nobody (`auth: 'none'`). */
  token?: string;
  /** How the target takes the token (default bearer, or none without a token). */
  auth?: AuthStyle;
  /** The POST formats the target serves; detected (a 404 or 405 on the minimal request means "not served") when omitted. */
  formats?: readonly FormatName[];
  /** Headers sent with every request, e.g. a peer gateway's routing headers. */
  headers?: Readonly<Record<string, string>>;
  /** Findings up to this level fail; cases above it are not run (default client). */
  level?: Level;
  /** The model to test; the first listed one when omitted. */
  model?: string;
  /** An exhausted or rate-limited token, for the limits section. */
  secondToken?: string;
  /** Comma-separated sections, case IDs or ID prefixes. */
  only?: string;
  /** Comma-separated sections, case IDs or ID prefixes to leave out. */
  exclude?: string;
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
  const level = options.level ?? 'client';
  const token = options.token ?? '';
  const auth: AuthStyle = options.auth ?? (token === '' ? 'none' : 'bearer');
  const cassetteCases =
    options.cassettes === undefined
      ? []
      : createCassetteCases(options.cassettes, {
          ...(options.cassetteModelPrefix === undefined ? {} : { modelPrefix: options.cassetteModelPrefix }),
          checkUpstream: options.replayUpstream !== undefined,
        });
  const everyCase = [...(options.cases ?? ALL_CASES), ...cassetteCases];
  const cases = selectCases(everyCase, options.only, options.exclude).filter((testCase) => levelRank(testCase.level) <= levelRank(level));
  const discovered = await discoverModel({ ...options, token, auth });
  const modelsServed = discovered.status !== undefined && discovered.status !== 404 && discovered.status !== 405;
  const settings = {
    baseUrl: options.baseUrl,
    token,
    auth,
    ...(options.headers === undefined ? {} : { headers: options.headers }),
    ...(options.secondToken === undefined ? {} : { secondToken: options.secondToken }),
    ...(discovered.model === undefined ? {} : { model: discovered.model }),
    ...(discovered.note === undefined ? {} : { modelNote: discovered.note }),
  };
  const run = await runCases(cases, everyCase, {
    settings,
    capabilities: { auth, models: modelsServed, ...(options.formats === undefined ? {} : { declaredFormats: options.formats }) },
    caseOptions: {
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      now,
      level,
      ...(options.replayUpstream === undefined ? {} : { upstreamRequests: options.replayUpstream.requests }),
    },
    ...(options.onResult === undefined ? {} : { onResult: options.onResult }),
  });
  const tokens = [token, ...(options.secondToken === undefined ? [] : [options.secondToken])];
  const modelsNote =
    discovered.status === undefined
      ? `models: not served (${discovered.note ?? 'no answer'})`
      : `models: ${modelsServed ? 'served' : 'not served'} (detected: GET /v1/models answered ${discovered.status})`;
  return {
    baseUrl: redactTokens(options.baseUrl, tokens),
    model: discovered.model ?? null,
    profile: {
      formats: run.formats,
      models: modelsServed,
      auth,
      secondToken: options.secondToken !== undefined,
      level,
      notes: [
        options.formats === undefined ? `formats: ${run.formatsNote}` : `formats: ${options.formats.join(', ')} (declared with --formats)`,
        modelsNote,
        `auth: ${auth} (${options.auth !== undefined ? 'declared with --auth' : token === '' ? 'no --token given' : 'default'})`,
        `limits: ${options.secondToken === undefined ? 'not judged (no --second-token)' : 'judged with --second-token'}`,
        ...(options.headers === undefined || Object.keys(options.headers).length === 0 ? [] : [`extra headers: ${Object.keys(options.headers).join(', ')}`]),
      ],
    },
    startedAt,
    finishedAt: new Date(now()).toISOString(),
    ...summarizeResults(run.results),
    warningCount: run.results.reduce((sum, result) => sum + (result.warnings?.length ?? 0), 0),
    results: run.results,
  };
}
