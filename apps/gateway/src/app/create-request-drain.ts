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

/** A registered request: a node of the drain's list, unlinked and emptied when forgotten. */
type Tracked = { cancel: ((reason: GatewayError) => void) | undefined; previous: Tracked | undefined; next: Tracked | undefined };

/**
 * The running requests are a list of their own nodes, not a Set: a Set's table is replaced as requests come and go,
 * and a replaced table points to the next one and still holds the entries it had. Once one of them had been promoted
 * to V8's old generation, the scavenger kept every later table alive through it, and with them each request's cancel
 * and everything its handler holds, until the next full collection: under load ~10 KB of each 20-delta stream was
 * promoted to the old generation, for V8's worker threads to mark (docs/performance.md, session 20, h4). A forgotten
 * node is unlinked and emptied, so a node that outlives its request holds nothing.
 */
export function createRequestDrain(): RequestDrain {
  let first: Tracked | undefined;
  let count = 0;
  let emptied: (() => void) | undefined;
  let refusing = false;
  const forget = (node: Tracked): void => {
    if (node.cancel === undefined) return;
    if (node.previous === undefined) first = node.next;
    else node.previous.next = node.next;
    if (node.next !== undefined) node.next.previous = node.previous;
    node.cancel = undefined;
    node.previous = undefined;
    node.next = undefined;
    count -= 1;
    if (count === 0) emptied?.();
  };
  return {
    track(cancel) {
      if (refusing) {
        cancel(createShutdownError());
        return () => undefined;
      }
      const node: Tracked = { cancel, previous: undefined, next: first };
      if (first !== undefined) first.previous = node;
      first = node;
      count += 1;
      return () => forget(node);
    },
    get running() {
      return count;
    },
    refuseNew() {
      refusing = true;
    },
    cut() {
      if (count === 0) return Promise.resolve();
      const done = new Promise<void>((resolve) => (emptied = resolve));
      const error = createShutdownError();
      const cancels: ((reason: GatewayError) => void)[] = [];
      for (let node = first; node !== undefined; node = node.next) if (node.cancel !== undefined) cancels.push(node.cancel);
      for (const cancel of cancels) cancel(error);
      return done;
    },
  };
}
