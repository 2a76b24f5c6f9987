/**
 * The GenAI semantic-convention attribute names the gateway sets (OpenTelemetry semantic conventions 1.37+, where
 * `gen_ai.provider.name` replaced `gen_ai.system`). They are still "incubating", so they are copied here rather than
 * imported from `@opentelemetry/semantic-conventions/incubating`, as that package advises: a minor release may change
 * them, and the incubating entry point is a large module to load for ten strings.
 */
export const GEN_AI = {
  operationName: 'gen_ai.operation.name',
  providerName: 'gen_ai.provider.name',
  requestModel: 'gen_ai.request.model',
  requestStream: 'gen_ai.request.stream',
  responseModel: 'gen_ai.response.model',
  responseFinishReasons: 'gen_ai.response.finish_reasons',
  usageInputTokens: 'gen_ai.usage.input_tokens',
  usageOutputTokens: 'gen_ai.usage.output_tokens',
  usageCacheReadInputTokens: 'gen_ai.usage.cache_read.input_tokens',
  usageCacheCreationInputTokens: 'gen_ai.usage.cache_creation.input_tokens',
} as const;

/** Every request the gateway serves is a chat (Chat Completions, Responses and Messages alike). */
export const GEN_AI_OPERATION_CHAT = 'chat';

/** The gateway's own attributes, under its own namespace. */
export const MODELGATE = {
  requestId: 'modelgate.request.id',
  deployment: 'modelgate.deployment',
  provider: 'modelgate.provider',
  attempts: 'modelgate.attempts',
  outcome: 'modelgate.outcome',
  reason: 'modelgate.reason',
  tokensEstimated: 'modelgate.usage.estimated',
  cost: 'modelgate.cost',
} as const;
