import { GENERATION_FORMATS, STREAM_CHECKS, pathOf } from '../cases/generation-formats.js';
import { FORMAT_PROFILES } from '../formats/format-profiles.js';
import type { ConformanceCase } from '../types.js';
import type { Cassette } from './cassette.js';

/**
 * One streamed case per cassette and client format: the gateway, routed to the replay upstream for the model
 * `<modelPrefix><cassette id>`, must hand each client the cassette's text, tool calls and finish in its own format.
 */
export function createCassetteCases(
  cassettes: readonly Cassette[],
  options: { modelPrefix?: string; checkUpstream?: boolean } = {},
): ConformanceCase[] {
  const modelPrefix = options.modelPrefix ?? '';
  return cassettes.flatMap((cassette) =>
    GENERATION_FORMATS.map((format): ConformanceCase => ({
      id: `cassettes/${cassette.id}-as-${format}`,
      title: `${cassette.title}, read by a ${FORMAT_PROFILES[format].label} client`,
      section: 'cassettes',
      format,
      stream: true,
      request: {
        method: 'POST',
        path: pathOf(format),
        auth: 'token',
        body: FORMAT_PROFILES[format].buildRequest({
          model: `${modelPrefix}${cassette.id}`,
          prompt: cassette.request.prompt,
          tools: cassette.request.tools,
          stream: true,
        }),
      },
      expectStatus: [200],
      checks: options.checkUpstream === true ? [...STREAM_CHECKS, 'stream-content', 'upstream-request'] : [...STREAM_CHECKS, 'stream-content'],
      upstreamCassetteId: cassette.id,
      expectStream: cassette.expect,
    })),
  );
}
