import { listModelIds } from '../formats/check-models-content.js';
import { joinUrl } from '../http/join-url.js';
import { parseJsonBody } from '../http/parse-json-body.js';
import { sendRequest, type FetchLike } from '../http/send-request.js';

export type DiscoveredModel = { model?: string; ids: string[]; note?: string };

/** Lists the token's models and picks the requested one, or the first listed (the "picks one unless told"). */
export async function discoverModel(options: {
  baseUrl: string;
  token: string;
  model?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}): Promise<DiscoveredModel> {
  const exchange = await sendRequest(
    { method: 'GET', url: joinUrl(options.baseUrl, '/v1/models'), headers: { authorization: `Bearer ${options.token}`, accept: 'application/json' } },
    { fetch: options.fetch, timeoutMs: options.timeoutMs },
  );
  if (exchange.response === undefined) {
    const note = `GET /v1/models failed: ${exchange.networkError?.code ?? 'UNKNOWN'}`;
    return options.model === undefined ? { ids: [], note } : { model: options.model, ids: [], note };
  }
  const parsed = parseJsonBody(exchange.response.bodyText);
  const ids = parsed.ok ? listModelIds(parsed.value) : [];
  if (options.model !== undefined) return { model: options.model, ids };
  const first = ids[0];
  return first === undefined
    ? { ids, note: `GET /v1/models answered ${exchange.response.status} with no model IDs` }
    : { model: first, ids };
}
