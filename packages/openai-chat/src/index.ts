export type {
  ChatAssistantContentPart,
  ChatAssistantMessage,
  ChatAudioPart,
  ChatCustomToolCall,
  ChatFilePart,
  ChatFunctionDefinition,
  ChatFunctionName,
  ChatStreamOptions,
  ChatTextContent,
  ChatChoice,
  ChatChunkChoice,
  ChatChunkDelta,
  ChatChunkToolCall,
  ChatCustomTool,
  ChatDeveloperMessage,
  ChatErrorBody,
  ChatFinishReason,
  ChatFunctionMessage,
  ChatFunctionTool,
  ChatFunctionToolCall,
  ChatImagePart,
  ChatLogprobs,
  ChatMessage,
  ChatRequest,
  ChatResponse,
  ChatResponseFormat,
  ChatResponseMessage,
  ChatStreamChunk,
  ChatSystemMessage,
  ChatTextPart,
  ChatTool,
  ChatToolCall,
  ChatToolChoice,
  ChatTokenLogprob,
  ChatToolMessage,
  ChatUsage,
  ChatUserContentPart,
  ChatUserMessage,
  ModelCatalog,
  ModelCatalogEntry,
  ModelList,
  ModelListEntry,
} from './types.js';
export type { ValidationIssue, ValidationResult } from './validation-result.js';
export {
  validateChatErrorBody,
  validateChatRequest,
  validateChatResponse,
  validateChatStreamChunk,
  validateModelCatalog,
  validateModelList,
} from './validate.js';
export type { ErrorInput } from '@modelgate/ir';
export { renderError } from './render-error.js';
export { renderStreamError } from './render-stream-error.js';
export { CHAT_STREAM_DONE, encodeChatStreamChunk } from './encode-chat-stream-chunk.js';
export type { StreamDecoder } from './stream-decoder.js';
export type { ChatStreamItem } from './create-chat-stream-decoder.js';
export { createChatStreamDecoder } from './create-chat-stream-decoder.js';
export { chatFormat } from './format/chat-format.js';
