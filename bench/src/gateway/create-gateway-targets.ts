import { BENCH_FORMAT_IDS, BENCH_FORMATS } from '../formats/bench-formats.js';
import type { FormatId } from '@modelgate/ir';
import type { BenchTarget } from '../targets/bench-target.js';
import { mapGatewayModelId } from './create-gateway-config.js';

/** Issue 7's translations: chat → anthropic upstream, messages → chat upstream, responses → chat upstream. */
const ISSUE_TRANSLATIONS: readonly [FormatId, FormatId][] = [
  ['openai-chat', 'anthropic-messages'],
  ['anthropic-messages', 'openai-chat'],
  ['openai-responses', 'openai-chat'],
];

export type GatewayEndpoint = {
  origin: string;
  pid: number;
  token: string;
  mockPids: Record<FormatId, number>;
  /** `server.workers` (absent: one process). */
  servingProcesses?: number;
  /** Tokens of one account the load phases rotate over, round robin (`token` is used for single requests). */
  secrets?: readonly string[];
  /** On PostgreSQL + Redis (absent: SQLite or memory, in the gateway's own process). */
  sharedStore?: boolean;
};

/** `variant` names a second gateway (e.g. `memory store`): its rows read `gateway[memory store] chat→chat`. */
export function createGatewayTargets(gateway: GatewayEndpoint, allTranslations: boolean, variant?: string): BenchTarget[] {
  const pairs: [FormatId, FormatId][] = [
    ...BENCH_FORMAT_IDS.map((format): [FormatId, FormatId] => [format, format]),
    ...(allTranslations
      ? BENCH_FORMAT_IDS.flatMap((from) => BENCH_FORMAT_IDS.filter((to) => to !== from).map((to): [FormatId, FormatId] => [from, to]))
      : ISSUE_TRANSLATIONS),
  ];
  return pairs.map(([client, upstream]) => ({
    id: `gateway${variant === undefined ? '' : `[${variant}]`} ${BENCH_FORMATS[client].label}→${BENCH_FORMATS[upstream].label}`,
    kind: variant !== undefined ? 'gateway-variant' : client === upstream ? 'gateway-passthrough' : 'gateway-translate',
    clientFormat: client,
    upstreamFormat: upstream,
    origin: gateway.origin,
    headers: { authorization: `Bearer ${gateway.token}`, 'anthropic-version': '2023-06-01' },
    pid: gateway.pid,
    upstreamPid: gateway.mockPids[upstream],
    modelFor: (profile) => mapGatewayModelId(upstream, profile),
    ...(gateway.servingProcesses === undefined ? {} : { servingProcesses: gateway.servingProcesses }),
    ...(gateway.secrets === undefined ? {} : { secrets: gateway.secrets }),
    ...(gateway.sharedStore === true ? { sharedStore: true } : {}),
  }));
}
