import { GatewayError } from '../errors/gateway-error.js';

/**
 * The model requests still running, so a shutdown can end them properly once its grace period is over: each gets
 * the error as its format's error event (a started stream) or as a 503 in its format (still waiting for an upstream).
 */
export type RequestDrain = {
  /** Registers a running request's cancel; the returned function forgets it (call it when the response closed). */
  track(cancel: (reason: GatewayError) => void): () => void;
  /** How many requests are registered. */
  readonly running: number;
  /** From now on a request that registers is cancelled at once (a shutdown began: let another instance answer it). */
  refuseNew(): void;
  /** Cancels every running request with the shutdown error; resolves once all of them were forgotten. */
  cut(): Promise<void>;
};

/** The error a cut request ends with: 503, retryable, on another instance. */
export function createShutdownError(): GatewayError {
  return new GatewayError({
    code: 'upstream_unavailable',
    wireCode: 'server_shutting_down',
    message: 'The gateway is shutting down and stopped this request; retry it (another instance or the restarted one answers).',
    retryAfterSeconds: 1,
  });
}

export function createRequestDrain(): RequestDrain {
  const cancels = new Set<(reason: GatewayError) => void>();
  let emptied: (() => void) | undefined;
  let refusing = false;
  return {
    track(cancel) {
      if (refusing) {
        cancel(createShutdownError());
        return () => undefined;
      }
      cancels.add(cancel);
      return () => {
        cancels.delete(cancel);
        if (cancels.size === 0) emptied?.();
      };
    },
    get running() {
      return cancels.size;
    },
    refuseNew() {
      refusing = true;
    },
    cut() {
      if (cancels.size === 0) return Promise.resolve();
      const done = new Promise<void>((resolve) => (emptied = resolve));
      const error = createShutdownError();
      for (const cancel of [...cancels]) cancel(error);
      return done;
    },
  };
}
