import { listModelIds } from '../formats/check-models-content.js';
import { joinUrl } from '../http/join-url.js';
import { parseJsonBody } from '../http/parse-json-body.js';
import { sendRequest, type FetchLike } from '../http/send-request.js';
import type { AuthStyle } from '../types.js';
import { authHeaders } from './build-case-request.js';

/** What `GET /v1/models` showed: the model to test, the listed IDs, and its status (undefined: no answer). */
export type DiscoveredModel = { model?: string; ids: string[]; note?: string; status?: number };

/** Lists the token's models and picks the requested one, or the first listed (the "picks one unless told"). */
export async function discoverModel(options: {
  baseUrl: string;
  token: string;
  auth?: AuthStyle;
  headers?: Readonly<Record<string, string>>;
  model?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}): Promise<DiscoveredModel> {
  const headers = { accept: 'application/json', ...options.headers, ...authHeaders(options.auth ?? 'bearer', options.token) };
  const exchange = await sendRequest(
    { method: 'GET', url: joinUrl(options.baseUrl, '/v1/models'), headers },
    { fetch: options.fetch, timeoutMs: options.timeoutMs },
  );
  if (exchange.response === undefined) {
    const note = `GET /v1/models failed: ${exchange.networkError?.code ?? 'UNKNOWN'}`;
    return options.model === undefined ? { ids: [], note } : { model: options.model, ids: [], note };
  }
  const { status } = exchange.response;
  const parsed = parseJsonBody(exchange.response.bodyText);
  const ids = parsed.ok ? listModelIds(parsed.value) : [];
  if (options.model !== undefined) return { model: options.model, ids, status };
  const first = ids[0];
  return first === undefined
    ? { ids, status, note: `GET /v1/models answered ${status} with no model IDs` }
    : { model: first, ids, status };
}
