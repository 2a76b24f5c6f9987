/**
 * The part of @modelgate/core's `Core` that the request path uses (docs/ARCHITECTURE.md), so a test can hand
 * createApp the real core on a memory store or anything shaped like it.
 */
export type Principal = {
  tokenId: string;
  tokenPrefix: string;
  accountId: string;
  accountName: string;
  visibleModelIds: string[] | null;
};

export type ModelPricing = {
  inputPerMillion: number;
  cachedInputPerMillion: number;
  cacheWriteInputPerMillion?: number;
  outputPerMillion: number;
};

export type ModelDefinition = {
  id: string;
  pricing: ModelPricing;
  defaultMaxOutputTokens: number;
  ownedBy?: string;
  displayName?: string;
};

export type AuthenticateResult =
  | { ok: true; principal: Principal }
  | { ok: false; reason: 'unknown_token' | 'revoked_token' | 'expired_token' | 'account_suspended' };

export type ResolveModelResult = { ok: true; model: ModelDefinition } | { ok: false; reason: 'not_found'; suggestions: string[] };

export type AdmitLimit = 'token_quota' | 'account_balance' | 'rpm' | 'tpm' | 'concurrency';

export type AdmitResult<R> =
  | { ok: true; reservation: R }
  | { ok: false; limit: AdmitLimit; retryAfterMs?: number; message: string };

export type SettleUsage = {
  inputTokens: number;
  cachedInputTokens: number;
  cacheWriteInputTokens: number;
  outputTokens: number;
  status: 'ok' | 'error' | 'aborted';
};

export type CorePort<R = unknown> = {
  authenticate(secret: string): Promise<AuthenticateResult>;
  visibleModels(principal: Principal): ModelDefinition[];
  resolveModel(principal: Principal, id: string): ResolveModelResult;
  admit(
    principal: Principal,
    model: ModelDefinition,
    request: { inputTokens: number; maxOutputTokens: number; requestId: string },
  ): Promise<AdmitResult<R>>;
  settle(reservation: R, usage: SettleUsage): Promise<unknown>;
  release(reservation: R): Promise<void>;
};
