import type { FormatId } from '@modelgate/ir';
import type { Provider, ProviderRequest, ProviderResponse } from '../providers/provider.js';

/**
 * A provider that is still busy when it is cancelled, as an upstream in the middle of a long generation: with `first`,
 * it answers 200 and sends that SSE text, then nothing until the request's signal fires; without, it never answers.
 * Cancelled, it fails as undici does, with the signal's reason.
 */
export function createHeldProvider(name: string, format: FormatId, first?: string): Provider & { requests: ProviderRequest[] } {
  const requests: ProviderRequest[] = [];
  const cancelled = (request: ProviderRequest): Promise<never> =>
    new Promise((_resolve, reject) => {
      const fail = (): void => reject(request.signal.reason instanceof Error ? request.signal.reason : new Error('cancelled'));
      if (request.signal.aborted) fail();
      else request.signal.addEventListener('abort', fail, { once: true });
    });
  return {
    name,
    kind: 'held',
    formats: [format],
    requests,
    send(request): Promise<ProviderResponse> {
      // As the HTTP provider: a request cancelled before it is sent never reaches the upstream.
      if (request.signal.aborted) return cancelled(request);
      requests.push(request);
      if (first === undefined) return cancelled(request);
      async function* body(): AsyncIterable<Uint8Array> {
        yield Buffer.from(first ?? '');
        await cancelled(request);
      }
      return Promise.resolve({ status: 200, headers: {}, body: body() });
    },
  };
}
