/**
 * What an upstream call needs of an abort signal: whether the client went away, and a way to hear it. A DOM
 * `AbortSignal` is one; undici takes any object with `addEventListener`.
 */
export type CancelSignal = {
  readonly aborted: boolean;
  readonly reason: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
};

/**
 * A CancelSignal and the switch that fires it, once. One per request: Node's AbortController (an EventTarget with its
 * own internals) cost more to create and to listen on than everything else the gateway allocates for a request.
 */
export class CancelSwitch implements CancelSignal {
  aborted = false;
  reason: unknown = undefined;
  // Made with its first listener: an empty array's first push gives it room for 17 (~150 bytes), on two switches a request.
  private listeners: (() => void)[] | undefined = undefined;

  get signal(): CancelSignal {
    return this;
  }

  addEventListener(_type: 'abort', listener: () => void): void {
    if (this.aborted) return;
    if (this.listeners === undefined) this.listeners = [listener];
    else this.listeners.push(listener);
  }

  removeEventListener(_type: 'abort', listener: () => void): void {
    const index = this.listeners?.indexOf(listener) ?? -1;
    if (index >= 0) this.listeners?.splice(index, 1);
  }

  cancel(reason: unknown = new Error('The client went away.')): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    const listeners = this.listeners;
    this.listeners = undefined;
    if (listeners !== undefined) for (const listener of listeners) listener();
  }
}
