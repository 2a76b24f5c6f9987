import type { FetchLike } from '../http/send-request.js';
import { redactTokens } from '../report/redact-tokens.js';
import type { FormatName } from '../types.js';
import { checkEndpointLayers } from './check-endpoint-layers.js';
import { checkModelIdLayer } from './check-model-id-layer.js';
import { checkModelListLayers } from './check-model-list-layers.js';
import { DoctorSession } from './doctor-session.js';
import type { DoctorReport } from './doctor-types.js';
import { findServiceRoot } from './find-service-root.js';
import { inspectToken } from './inspect-token.js';
import { planClientAddress } from './plan-client-address.js';

export type DoctorOptions = {
  /** The address exactly as the client is configured with it. */
  baseUrl: string;
  token: string;
  model?: string;
  /** The protocol the client speaks (default chat). */
  format?: FormatName;
  /** The full address the client posts to, when it asks for one (SPEC §1 rule 2). */
  endpoint?: string;
  clientName?: string;
  /** Headers sent with every request (`--header`), e.g. a gateway's routing headers. */
  headers?: Readonly<Record<string, string>>;
  fetch?: FetchLike;
  timeoutMs?: number;
  now?: () => number;
};

function checkAddress(session: DoctorSession, label: string, address: string, token: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    session.fail('address', `the ${label} "${address}" is not a URL`, `Write the ${label} as a full URL, e.g. https://gateway.example.com.`);
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    session.fail('address', `the ${label} uses ${url.protocol}`, `The ${label} must start with https:// (or http:// for a local service).`);
    return false;
  }
  if (token.length > 0 && address.includes(token)) {
    session.fail('address', `the ${label} contains the token`, 'Never put the token in an address: send it only in the "Authorization: Bearer <token>" header.');
    return false;
  }
  return true;
}

/**
 * Isolates the broken layer between a client and the service, outermost first (address → connection → model list
 * → token → model ID → endpoint and protocol → generation), and stops at the first broken one.
 */
export async function runDoctor(options: DoctorOptions): Promise<DoctorReport> {
  const now = options.now ?? Date.now;
  const format = options.format ?? 'chat';
  const session = new DoctorSession(options.token, { now, ...(options.headers === undefined ? {} : { headers: options.headers }), ...(options.fetch === undefined ? {} : { fetch: options.fetch }), ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }) });
  let model: string | undefined;
  const addressOk =
    checkAddress(session, 'base address', options.baseUrl, options.token) &&
    (options.endpoint === undefined || checkAddress(session, 'endpoint address', options.endpoint, options.token));
  const root = addressOk ? findServiceRoot(options.endpoint ?? options.baseUrl).root : undefined;
  if (root !== undefined) session.pass('address', `service root ${root}`);
  const tokenProblem = inspectToken(options.token);
  if (root !== undefined && tokenProblem !== undefined) session.fail('token', 'the token is malformed', tokenProblem);
  if (root !== undefined && tokenProblem === undefined) {
    const ids = await checkModelListLayers(session, root);
    model = ids === undefined ? undefined : checkModelIdLayer(session, ids, options.model);
    if (model !== undefined) {
      const plan = planClientAddress({ configured: options.baseUrl, format, ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint }) });
      await checkEndpointLayers(session, plan, format, model);
    }
  }
  const tokens = [options.token];
  const last = session.last;
  return {
    ok: session.broken === undefined,
    steps: session.steps.map((step) => ({ ...step, summary: redactTokens(step.summary, tokens) })),
    ...(session.broken === undefined
      ? {}
      : { brokenLayer: session.broken.layer, remedy: redactTokens(session.broken.remedy, tokens) }),
    record: {
      time: last?.time ?? new Date(now()).toISOString(),
      method: last?.method ?? 'none',
      path: last?.path ?? 'none',
      status: last?.status ?? null,
      requestId: last?.requestId ?? null,
      clientName: options.clientName ?? 'not given',
      settings: {
        baseUrl: redactTokens(options.baseUrl, tokens),
        format,
        model: options.model ?? model ?? null,
        endpoint: options.endpoint === undefined ? null : redactTokens(options.endpoint, tokens),
        token: redactTokens(options.token, tokens),
      },
    },
  };
}
