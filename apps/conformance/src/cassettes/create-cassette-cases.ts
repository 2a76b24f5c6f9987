import { GENERATION_FORMATS, STREAM_CHECKS, pathOf } from '../cases/generation-formats.js';
import { FORMAT_PROFILES } from '../formats/format-profiles.js';
import type { CheckName, ConformanceCase } from '../types.js';
import type { Cassette } from './cassette.js';

const WHOLE_CHECKS: readonly CheckName[] = ['status', 'content-type', 'schema', 'content'];

/**
 * Two cases per cassette and client format, streamed (`cassettes/<id>-as-<format>`) and whole
 * (`…-as-<format>-whole`): the server, routed to the replay upstream for the model `<modelPrefix><cassette id>`,
 * must hand each client the cassette's text, tool calls and finish in its own format. With `checkUpstream`, each
 * case also checks what the in-process replay upstream received.
 */
export function createCassetteCases(
  cassettes: readonly Cassette[],
  options: { modelPrefix?: string; checkUpstream?: boolean } = {},
): ConformanceCase[] {
  const modelPrefix = options.modelPrefix ?? '';
  const extra: CheckName[] = options.checkUpstream === true ? ['expected-content', 'upstream-request'] : ['expected-content'];
  return cassettes.flatMap((cassette) =>
    GENERATION_FORMATS.flatMap((format): ConformanceCase[] => {
      const profile = FORMAT_PROFILES[format];
      const build = (stream: boolean): Record<string, unknown> =>
        profile.buildRequest({ model: `${modelPrefix}${cassette.id}`, prompt: cassette.request.prompt, tools: cassette.request.tools, stream });
      const shared = { section: 'cassettes', format, expectStatus: [200], expectContent: cassette.expect, upstreamCassetteId: cassette.id } as const;
      return [
        {
          ...shared,
          id: `cassettes/${cassette.id}-as-${format}`,
          title: `${cassette.title}, streamed to a ${profile.label} client`,
          stream: true,
          request: { method: 'POST', path: pathOf(format), auth: 'token', body: build(true) },
          checks: [...STREAM_CHECKS, ...extra],
        },
        {
          ...shared,
          id: `cassettes/${cassette.id}-as-${format}-whole`,
          title: `${cassette.title}, answered whole to a ${profile.label} client`,
          request: { method: 'POST', path: pathOf(format), auth: 'token', body: build(false) },
          checks: [...WHOLE_CHECKS, ...extra],
        },
      ];
    }),
  );
}
