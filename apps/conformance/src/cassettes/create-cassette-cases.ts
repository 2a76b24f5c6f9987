import { ERROR_ADVISORIES, ERROR_CHECKS, GENERATION_FORMATS, STREAM_CHECKS, pathOf } from '../cases/generation-formats.js';
import { FORMAT_PROFILES } from '../formats/format-profiles.js';
import type { CheckName, ConformanceCase, FormatName } from '../types.js';
import { parseSseText } from '@modelgate/ir';
import type { Cassette } from './cassette.js';

const WHOLE_CHECKS: readonly CheckName[] = ['status', 'content-type', 'schema', 'content'];
const MID_STREAM_CHECKS: readonly CheckName[] = ['status', 'content-type', 'stream-error-signal'];

type Variant = { suffix: string; stream: boolean; checks: readonly CheckName[]; expectStatus: readonly number[]; advisories?: readonly CheckName[] };

function variantsOf(cassette: Cassette): Variant[] {
  const error = cassette.expectError;
  if (error?.status !== undefined) {
    return [
      { suffix: '', stream: true, checks: ERROR_CHECKS, expectStatus: error.status, advisories: ERROR_ADVISORIES },
      { suffix: '-whole', stream: false, checks: ERROR_CHECKS, expectStatus: error.status, advisories: ERROR_ADVISORIES },
    ];
  }
  if (error?.midStream === true) return [{ suffix: '', stream: true, checks: MID_STREAM_CHECKS, expectStatus: [200] }];
  return [
    { suffix: '', stream: true, checks: [...STREAM_CHECKS, 'expected-content'], expectStatus: [200] },
    { suffix: '-whole', stream: false, checks: [...WHOLE_CHECKS, 'expected-content'], expectStatus: [200] },
  ];
}

/**
 * What the upstream itself reported for a variant: its token counts and the kinds of content it sent (from its
 * stream for a streamed variant, its whole answer otherwise), so the checks judge the server against the upstream.
 */
function upstreamFacts(cassette: Cassette, stream: boolean): Pick<ConformanceCase, 'expectUsage' | 'expectKinds'> & { checks: CheckName[] } {
  if (cassette.expect === undefined) return { checks: [] };
  const profile = FORMAT_PROFILES[cassette.upstream.format];
  const frames = parseSseText(cassette.upstreamSse);
  const usage = stream ? profile.readStreamUsage(frames) : profile.readBodyUsage(cassette.upstreamJson);
  const kinds = [...new Set([...profile.readStreamKinds(frames), ...profile.readBodyKinds(cassette.upstreamJson)])];
  return {
    checks: usage === undefined ? ['block-types'] : ['upstream-usage', 'block-types'],
    expectKinds: kinds,
    ...(usage === undefined ? {} : { expectUsage: usage }),
  };
}

function describeVariant(cassette: Cassette, format: FormatName, variant: Variant): string {
  const label = FORMAT_PROFILES[format].label;
  return `${cassette.title}, ${variant.stream ? 'streamed' : 'answered whole'} to a ${label} client`;
}

/**
 * The cases of each cassette for each client format (`cassettes/<id>-as-<format>`, streamed, and
 * `…-as-<format>-whole`): the server, routed to the replay upstream for the model `<modelPrefix><cassette id>`, must
 * hand each client what the cassette expects, in its own format. With `checkUpstream`, each case also checks what the
 * in-process replay upstream received.
 */
export function createCassetteCases(
  cassettes: readonly Cassette[],
  options: { modelPrefix?: string; checkUpstream?: boolean } = {},
): ConformanceCase[] {
  const modelPrefix = options.modelPrefix ?? '';
  return cassettes.flatMap((cassette) =>
    GENERATION_FORMATS.flatMap((format) =>
      variantsOf(cassette).map((variant): ConformanceCase => {
        const { checks: factChecks, ...facts } = upstreamFacts(cassette, variant.stream);
        const checks = [...variant.checks, ...factChecks, ...(options.checkUpstream === true ? (['upstream-request'] as const) : [])];
        return {
        id: `cassettes/${cassette.id}-as-${format}${variant.suffix}`,
        title: describeVariant(cassette, format, variant),
        section: 'cassettes',
        level: 'client',
        reference: `client: a ${FORMAT_PROFILES[format].label} client must get what the ${cassette.upstream.format} upstream sent (cassette ${cassette.id}; PROTOCOLS §8)`,
        format,
        ...(variant.stream ? { stream: true } : {}),
        request: {
          method: 'POST',
          path: pathOf(format),
          auth: 'token',
          body: FORMAT_PROFILES[format].buildRequest({
            model: `${modelPrefix}${cassette.id}`,
            prompt: cassette.request.prompt,
            tools: cassette.request.tools,
            stream: variant.stream,
          }),
        },
        expectStatus: variant.expectStatus,
        checks,
        ...facts,
        ...(variant.advisories === undefined ? {} : { advisories: variant.advisories }),
        ...(cassette.expect === undefined ? {} : { expectContent: cassette.expect }),
        upstreamCassetteId: cassette.id,
        };
      }),
    ),
  );
}
