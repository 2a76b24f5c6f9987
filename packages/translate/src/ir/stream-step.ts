/** What a stream step may use from the outside world (STYLE.md §6): injected clock and ids. */
export type StreamContext = {
  /** The client's model id, echoed in the translated stream. */
  model: string;
  now(): number;
  /** Returns `prefix` followed by a unique suffix, e.g. `newId('msg_')` → `msg_01H…`. */
  newId(prefix: string): string;
};

export type StreamStep<In, Out, S> = (state: S, input: In, context: StreamContext) => { state: S; output: Out[] };

export type StreamStepDefinition<In, Out, S> = { initialState(): S; step: StreamStep<In, Out, S> };
