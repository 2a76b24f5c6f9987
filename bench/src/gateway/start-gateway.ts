import type { GatewayMode } from '../parse-bench-options.js';
import type { BenchUpstreams } from '../process/start-bench-upstreams.js';
import type { GatewayStatus } from '../report/bench-result.js';
import type { BenchTarget } from '../targets/bench-target.js';
import type { FreshProcess } from '../process/start-forked-service.js';

export type StartedGateway = {
  status: GatewayStatus;
  pid: number | undefined;
  targets: BenchTarget[];
  stop(): Promise<void>;
  /** Another gateway process with the same configuration and token (the targets keep their headers and models). */
  startFresh(): Promise<FreshProcess>;
};

export type GatewayStart = { mode: GatewayMode; upstreams: BenchUpstreams; allTranslations: boolean };

/** Starts ModelGate in front of the mocks, or says why it could not. */
export async function startGateway({ mode }: GatewayStart): Promise<StartedGateway> {
  const none = {
    pid: undefined,
    targets: [],
    stop: async () => undefined,
    startFresh: () => Promise.reject(new Error('no gateway')),
  };
  if (mode === 'off') return { status: { available: false, reason: 'switched off with --gateway off' }, ...none };
  return { status: { available: false, reason: 'apps/gateway has no CLI yet' }, ...none };
}
