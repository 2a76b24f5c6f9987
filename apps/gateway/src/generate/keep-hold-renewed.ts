import type { Reservation } from '@modelgate/core';
import type { CorePort } from '../core/core-port.js';

/**
 * Renews a running request's hold every `everyMs` (half the reservation TTL), so that a stream longer than the TTL
 * keeps its credits and concurrency slot while it runs; stops when the hold is gone (settled, released, expired) or
 * when the returned function is called. A failed renewal is reported and tried again at the next turn.
 */
export function keepHoldRenewed(options: { core: Pick<CorePort, 'renew'>; reservation: Reservation; everyMs: number; onError: (error: unknown) => void }): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = (): void => {
    timer = setTimeout(() => {
      options.core.renew(options.reservation).then(
        (renewed) => {
          if (renewed !== null && !stopped) schedule();
        },
        (error: unknown) => {
          options.onError(error);
          if (!stopped) schedule();
        },
      );
    }, options.everyMs);
    timer.unref();
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
