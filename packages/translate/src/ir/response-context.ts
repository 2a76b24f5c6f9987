/** What response and stream translation may use from outside (ARCHITECTURE.md: injected clock and ids). */
export type ResponseContext = {
  /** The client's model id, echoed back. */
  model: string;
  now(): number;
  /** Returns `prefix` followed by a unique suffix. */
  newId(prefix: string): string;
  /**
   * The client's original request body (optional). When given, tool calls are restored to the kinds the client
   * declared: Codex `custom` tools and `namespace` tools flattened for the upstream come back as such.
   */
  clientRequest?: unknown;
};
