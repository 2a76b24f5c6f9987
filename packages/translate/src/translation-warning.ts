/**
 * A lossy mapping: something in the source that the target cannot carry, reported instead of silently dropped.
 * `dropped`: a request field the client set is not sent at all (`path` names it in the client's request); the gateway
 * reports these to the client and, when the operator asks for it, refuses the request instead.
 */
export type TranslationWarning = {
  code: string;
  message: string;
  path?: string;
  dropped?: true;
  /** With `dropped`: the field's loss leaves the answer as it is (metadata, caching hints…), so it is never refused. */
  keepsAnswer?: true;
};
