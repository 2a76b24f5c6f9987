import type { ConformanceCase } from '../../types.js';
import { GENERATION_FORMATS, STREAM_CHECKS, pathOf } from '../generation-formats.js';
import { MINIMAL_BODIES } from '../request-bodies.js';
import { STREAMING_CLIENTS } from './minimal-requests.js';

const STREAM_USAGE_BODIES = {
  chat: { ...MINIMAL_BODIES.chat, stream: true, stream_options: { include_usage: true } },
  responses: { ...MINIMAL_BODIES.responses, stream: true },
  messages: { ...MINIMAL_BODIES.messages, stream: true },
} as const;

/** A streamed answer reports token usage where clients read it (PEERS #7, PEERS #37; PROTOCOLS §8.7). */
export const streamUsageCases: ConformanceCase[] = GENERATION_FORMATS.map((format) => ({
  id: `endpoints/stream-usage-${format}`,
  title: `POST ${pathOf(format)} streamed reports token usage where ${format} clients read it`,
  section: 'endpoints',
  level: 'client',
  reference: `client: ${STREAMING_CLIENTS[format]} read streamed usage there (PROTOCOLS §8.7; PEERS #7, PEERS #37)`,
  format,
  stream: true,
  request: { method: 'POST', path: pathOf(format), auth: 'token', body: STREAM_USAGE_BODIES[format] },
  expectStatus: [200],
  checks: [...STREAM_CHECKS, 'stream-usage'],
}));
