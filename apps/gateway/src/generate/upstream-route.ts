import type { FormatId } from '@modelgate/ir';
import type { Provider } from '../providers/provider.js';

/**
 * How one attempt speaks to its upstream: in the client's own format when the provider speaks it (`passthrough`: the
 * body goes with only its model swapped, the answer is observed and passed on), else in the provider's preferred
 * format with a translation both ways. The one place that decides "is this the same format?".
 */
export type UpstreamRoute = { clientFormat: FormatId; upstreamFormat: FormatId; passthrough: boolean };

export function routeFor(clientFormat: FormatId, provider: Provider): UpstreamRoute {
  if (provider.formats.includes(clientFormat)) return { clientFormat, upstreamFormat: clientFormat, passthrough: true };
  const upstreamFormat = provider.formats[0];
  if (upstreamFormat === undefined) throw new Error(`Provider ${provider.name} speaks no format.`);
  return { clientFormat, upstreamFormat, passthrough: false };
}
