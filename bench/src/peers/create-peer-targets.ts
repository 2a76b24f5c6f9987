import type { FormatId } from '@modelgate/ir';
import { BENCH_FORMATS } from '../formats/bench-formats.js';
import { mapProfileToUpstreamModel } from '../mock/mock-profile.js';
import type { BenchTarget } from '../targets/bench-target.js';
import { ROUTER_PROVIDER } from './create-claude-code-router-config.js';
import { describePeer, type PeerName } from './peer-packages.js';

export type PeerMocks = Record<FormatId, { origin: string; pid: number }>;

/** A started peer: where it listens and the process that serves it (the one listening, not a launcher). */
export type PeerEndpoint = { origin: string; pid: number };

export type PeerEndpoints = {
  portkey?: PeerEndpoint;
  claudeCodeRouter?: PeerEndpoint & { apiKey: string };
};

type PeerRoute = { client: FormatId; upstream: FormatId; headers(mocks: PeerMocks): Record<string, string>; modelFor: BenchTarget['modelFor'] };

/**
 * What each peer serves in front of the bench's mocks. Portkey picks its provider and upstream from headers
 * (`x-portkey-provider`, `x-portkey-custom-host`) and passes the client's key on; claude-code-router takes
 * Messages, checks its own key and calls its provider's chat completions.
 */
const PEER_ROUTES: Record<PeerName, readonly PeerRoute[]> = {
  portkey: [
    {
      client: 'openai-chat',
      upstream: 'openai-chat',
      headers: (mocks) => ({ authorization: 'Bearer bench-upstream-key', 'x-portkey-provider': 'openai', 'x-portkey-custom-host': `${mocks['openai-chat'].origin}/v1` }),
      modelFor: mapProfileToUpstreamModel,
    },
    {
      client: 'anthropic-messages',
      upstream: 'anthropic-messages',
      headers: (mocks) => ({
        authorization: 'Bearer bench-upstream-key',
        'x-api-key': 'bench-upstream-key',
        'anthropic-version': '2023-06-01',
        'x-portkey-provider': 'anthropic',
        'x-portkey-custom-host': `${mocks['anthropic-messages'].origin}/v1`,
      }),
      modelFor: mapProfileToUpstreamModel,
    },
  ],
  claudeCodeRouter: [
    {
      client: 'anthropic-messages',
      upstream: 'openai-chat',
      headers: () => ({ 'anthropic-version': '2023-06-01' }),
      modelFor: (profile) => `${ROUTER_PROVIDER},${mapProfileToUpstreamModel(profile)}`,
    },
  ],
};

/**
 * The peers' rows, named like a compared gateway's (`gateway[portkey 1.15.2] chat→chat`) so that they are measured,
 * rotated and reported as one: against the floor, and against the main gateway on the same route. A peer that did
 * not start has no rows.
 */
export function createPeerTargets(endpoints: PeerEndpoints, mocks: PeerMocks): BenchTarget[] {
  const peers: [PeerName, PeerEndpoint | undefined, Record<string, string>][] = [
    ['portkey', endpoints.portkey, {}],
    ['claudeCodeRouter', endpoints.claudeCodeRouter, endpoints.claudeCodeRouter === undefined ? {} : { 'x-api-key': endpoints.claudeCodeRouter.apiKey }],
  ];
  return peers.flatMap(([peer, endpoint, keyHeaders]) =>
    endpoint === undefined
      ? []
      : PEER_ROUTES[peer].map((route): BenchTarget => ({
          id: `gateway[${describePeer(peer)}] ${BENCH_FORMATS[route.client].label}→${BENCH_FORMATS[route.upstream].label}`,
          kind: 'gateway-variant',
          clientFormat: route.client,
          upstreamFormat: route.upstream,
          origin: endpoint.origin,
          headers: { ...route.headers(mocks), ...keyHeaders },
          pid: endpoint.pid,
          upstreamPid: mocks[route.upstream].pid,
          modelFor: route.modelFor,
        })),
  );
}
