import type { components } from './generated/openapi.gen.js';

type Schemas = components['schemas'];

/** A `POST /v1/chat/completions` body. */
export type ChatRequest = Schemas['ChatRequest'];
/** One entry of `messages`, told apart by `role`. */
export type ChatMessage = Schemas['ChatMessage'];
export type ChatSystemMessage = Schemas['ChatSystemMessage'];
export type ChatDeveloperMessage = Schemas['ChatDeveloperMessage'];
export type ChatUserMessage = Schemas['ChatUserMessage'];
export type ChatAssistantMessage = Schemas['ChatAssistantMessage'];
export type ChatToolMessage = Schemas['ChatToolMessage'];
export type ChatFunctionMessage = Schemas['ChatFunctionMessage'];
export type ChatUserContentPart = Schemas['ChatUserContentPart'];
export type ChatTextPart = Schemas['ChatTextPart'];
export type ChatImagePart = Schemas['ChatImagePart'];
export type ChatTool = Schemas['ChatTool'];
export type ChatFunctionTool = Schemas['ChatFunctionTool'];
export type ChatCustomTool = Schemas['ChatCustomTool'];
export type ChatToolChoice = Schemas['ChatToolChoice'];
export type ChatToolCall = Schemas['ChatToolCall'];
export type ChatFunctionToolCall = Schemas['ChatFunctionToolCall'];
export type ChatResponseFormat = Schemas['ChatResponseFormat'];
export type ChatTextContent = Schemas['ChatTextContent'];
export type ChatAssistantContentPart = Schemas['ChatAssistantContentPart'];
export type ChatFilePart = Schemas['ChatFilePart'];
export type ChatAudioPart = Schemas['ChatAudioPart'];
export type ChatCustomToolCall = Schemas['ChatCustomToolCall'];
export type ChatFunctionDefinition = Schemas['ChatFunctionDefinition'];
export type ChatFunctionName = Schemas['ChatFunctionName'];
export type ChatStreamOptions = Schemas['ChatStreamOptions'];

/** A whole (non-streamed) chat completion. */
export type ChatResponse = Schemas['ChatResponse'];
export type ChatChoice = Schemas['ChatChoice'];
export type ChatResponseMessage = Schemas['ChatResponseMessage'];
export type ChatFinishReason = Schemas['ChatFinishReason'];
export type ChatUsage = Schemas['ChatUsage'];
/** Token log probabilities of a choice (whole or streamed), when asked for. */
export type ChatLogprobs = Schemas['ChatLogprobs'];
export type ChatTokenLogprob = Schemas['ChatTokenLogprob'];

/** The `data:` of one streamed chunk. */
export type ChatStreamChunk = Schemas['ChatStreamChunk'];
export type ChatChunkChoice = Schemas['ChatChunkChoice'];
export type ChatChunkDelta = Schemas['ChatChunkDelta'];
export type ChatChunkToolCall = Schemas['ChatChunkToolCall'];

/** The OpenAI error envelope `{ error: { message, type, param, code } }`. */
export type ChatErrorBody = Schemas['ChatErrorBody'];

/** `GET /v1/models`: the union of the OpenAI and Anthropic list shapes. */
export type ModelList = Schemas['ModelList'];
export type ModelListEntry = Schemas['ModelListEntry'];
/** `GET /v1/models?client_version=…`: Codex's model catalog. */
export type ModelCatalog = Schemas['ModelCatalog'];
export type ModelCatalogEntry = Schemas['ModelCatalogEntry'];
