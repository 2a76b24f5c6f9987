import type { components } from './generated/openapi.gen.js';

type Schemas = components['schemas'];

// Friendly names for the generated types of the messages format (openapi/formats/anthropic-messages.yaml).
// Every object type is open on the wire: fields not named here are accepted and forwarded.

export type MessagesCacheControl = Schemas['MessagesCacheControl'];
export type MessagesTextBlockParam = Schemas['MessagesTextBlockParam'];
export type MessagesImageSource = Schemas['MessagesImageSource'];
export type MessagesImageBlockParam = Schemas['MessagesImageBlockParam'];
export type MessagesDocumentSource = Schemas['MessagesDocumentSource'];
export type MessagesDocumentBlockParam = Schemas['MessagesDocumentBlockParam'];
export type MessagesSearchResultBlockParam = Schemas['MessagesSearchResultBlockParam'];
export type MessagesThinkingBlockParam = Schemas['MessagesThinkingBlockParam'];
export type MessagesRedactedThinkingBlockParam = Schemas['MessagesRedactedThinkingBlockParam'];
export type MessagesToolUseBlockParam = Schemas['MessagesToolUseBlockParam'];
export type MessagesToolReferenceBlockParam = Schemas['MessagesToolReferenceBlockParam'];
export type MessagesBrowserStateBlockParam = Schemas['MessagesBrowserStateBlockParam'];
export type MessagesToolResultContentBlock = Schemas['MessagesToolResultContentBlock'];
export type MessagesToolResultBlockParam = Schemas['MessagesToolResultBlockParam'];
export type MessagesServerToolUseBlockParam = Schemas['MessagesServerToolUseBlockParam'];
export type MessagesServerToolResultBlockParam = Schemas['MessagesServerToolResultBlockParam'];
export type MessagesMcpToolUseBlockParam = Schemas['MessagesMcpToolUseBlockParam'];
export type MessagesContainerUploadBlockParam = Schemas['MessagesContainerUploadBlockParam'];
export type MessagesCompactionBlockParam = Schemas['MessagesCompactionBlockParam'];
export type MessagesContentBlockParam = Schemas['MessagesContentBlockParam'];
export type MessagesMessageContent = Schemas['MessagesMessageContent'];
export type MessagesUserMessageParam = Schemas['MessagesUserMessageParam'];
export type MessagesAssistantMessageParam = Schemas['MessagesAssistantMessageParam'];
export type MessagesSystemPrompt = Schemas['MessagesSystemPrompt'];
export type MessagesSystemContentBlock = Schemas['MessagesSystemContentBlock'];
export type MessagesSystemMessageParam = Schemas['MessagesSystemMessageParam'];
export type MessagesMessageParam = Schemas['MessagesMessageParam'];
export type MessagesCustomTool = Schemas['MessagesCustomTool'];
export type MessagesServerTool = Schemas['MessagesServerTool'];
export type MessagesTool = Schemas['MessagesTool'];
export type MessagesToolChoice = Schemas['MessagesToolChoice'];
export type MessagesThinkingConfig = Schemas['MessagesThinkingConfig'];
export type MessagesOutputConfig = Schemas['MessagesOutputConfig'];
export type MessagesMetadata = Schemas['MessagesMetadata'];
export type MessagesContextManagement = Schemas['MessagesContextManagement'];
export type MessagesRequest = Schemas['MessagesRequest'];
export type MessagesTextBlock = Schemas['MessagesTextBlock'];
export type MessagesThinkingBlock = Schemas['MessagesThinkingBlock'];
export type MessagesRedactedThinkingBlock = Schemas['MessagesRedactedThinkingBlock'];
export type MessagesToolUseBlock = Schemas['MessagesToolUseBlock'];
export type MessagesServerToolUseBlock = Schemas['MessagesServerToolUseBlock'];
export type MessagesServerToolResultBlock = Schemas['MessagesServerToolResultBlock'];
export type MessagesMcpToolUseBlock = Schemas['MessagesMcpToolUseBlock'];
export type MessagesContainerUploadBlock = Schemas['MessagesContainerUploadBlock'];
export type MessagesCompactionBlock = Schemas['MessagesCompactionBlock'];
export type MessagesContentBlock = Schemas['MessagesContentBlock'];
export type MessagesStopReason = Schemas['MessagesStopReason'];
export type MessagesUsage = Schemas['MessagesUsage'];
export type MessagesResponse = Schemas['MessagesResponse'];
export type MessagesMessageStartEvent = Schemas['MessagesMessageStartEvent'];
export type MessagesContentBlockStartEvent = Schemas['MessagesContentBlockStartEvent'];
export type MessagesTextDelta = Schemas['MessagesTextDelta'];
export type MessagesInputJsonDelta = Schemas['MessagesInputJsonDelta'];
export type MessagesThinkingDelta = Schemas['MessagesThinkingDelta'];
export type MessagesSignatureDelta = Schemas['MessagesSignatureDelta'];
export type MessagesCitationsDelta = Schemas['MessagesCitationsDelta'];
export type MessagesCompactionDelta = Schemas['MessagesCompactionDelta'];
export type MessagesContentBlockDelta = Schemas['MessagesContentBlockDelta'];
export type MessagesContentBlockDeltaEvent = Schemas['MessagesContentBlockDeltaEvent'];
export type MessagesContentBlockStopEvent = Schemas['MessagesContentBlockStopEvent'];
export type MessagesMessageDelta = Schemas['MessagesMessageDelta'];
export type MessagesMessageDeltaUsage = Schemas['MessagesMessageDeltaUsage'];
export type MessagesMessageDeltaEvent = Schemas['MessagesMessageDeltaEvent'];
export type MessagesMessageStopEvent = Schemas['MessagesMessageStopEvent'];
export type MessagesPingEvent = Schemas['MessagesPingEvent'];
export type MessagesError = Schemas['MessagesError'];
export type MessagesErrorEvent = Schemas['MessagesErrorEvent'];
export type MessagesStreamEvent = Schemas['MessagesStreamEvent'];
export type MessagesErrorBody = Schemas['MessagesErrorBody'];

/** The body of POST /v1/messages/count_tokens. */
export type CountTokensRequest = Schemas['MessagesCountTokensRequest'];
/** The answer of POST /v1/messages/count_tokens. */
export type CountTokensResponse = Schemas['MessagesCountTokensResponse'];

/** The `type` of a stream event (`message_start`, `content_block_delta`, …). */
export type MessagesStreamEventType = MessagesStreamEvent['type'];
