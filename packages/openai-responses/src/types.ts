import type { components } from './generated/openapi.gen.js';

type Schemas = components['schemas'];

// Friendly names for the generated types of the Responses format (openapi/formats/openai-responses.yaml).
// Every object is open on the wire: fields not named here are accepted and forwarded.

// Request
export type ResponsesRequest = Schemas['ResponsesRequest'];
export type ResponsesInputItem = Schemas['ResponsesInputItem'];
export type ResponsesTypedInputItem = Schemas['ResponsesTypedInputItem'];
export type ResponsesBareInputMessage = Schemas['ResponsesBareInputMessage'];
export type ResponsesInputMessage = Schemas['ResponsesInputMessage'];
export type ResponsesMessageRole = Schemas['ResponsesMessageRole'];
export type ResponsesMessageContent = Schemas['ResponsesMessageContent'];
export type ResponsesMessageContentPart = Schemas['ResponsesMessageContentPart'];
export type ResponsesItemStatus = Schemas['ResponsesItemStatus'];
export type ResponsesFunctionCallItem = Schemas['ResponsesFunctionCallItem'];
export type ResponsesFunctionCallOutputItem = Schemas['ResponsesFunctionCallOutputItem'];
export type ResponsesCustomToolCallItem = Schemas['ResponsesCustomToolCallItem'];
export type ResponsesCustomToolCallOutputItem = Schemas['ResponsesCustomToolCallOutputItem'];
export type ResponsesToolOutput = Schemas['ResponsesToolOutput'];
export type ResponsesToolOutputPart = Schemas['ResponsesToolOutputPart'];
export type ResponsesReasoningItem = Schemas['ResponsesReasoningItem'];
export type ResponsesSummaryTextPart = Schemas['ResponsesSummaryTextPart'];
export type ResponsesReasoningTextPart = Schemas['ResponsesReasoningTextPart'];
export type ResponsesItemReference = Schemas['ResponsesItemReference'];
export type ResponsesCompactionItem = Schemas['ResponsesCompactionItem'];
export type ResponsesToolSearchCallItem = Schemas['ResponsesToolSearchCallItem'];
export type ResponsesToolSearchOutputItem = Schemas['ResponsesToolSearchOutputItem'];
export type ResponsesHostedToolItem = Schemas['ResponsesHostedToolItem'];
export type ResponsesInputTextPart = Schemas['ResponsesInputTextPart'];
export type ResponsesInputImagePart = Schemas['ResponsesInputImagePart'];
export type ResponsesInputFilePart = Schemas['ResponsesInputFilePart'];
export type ResponsesOutputTextPart = Schemas['ResponsesOutputTextPart'];
export type ResponsesRefusalPart = Schemas['ResponsesRefusalPart'];
export type ResponsesTool = Schemas['ResponsesTool'];
export type ResponsesFunctionTool = Schemas['ResponsesFunctionTool'];
export type ResponsesCustomTool = Schemas['ResponsesCustomTool'];
export type ResponsesCustomToolFormat = Schemas['ResponsesCustomToolFormat'];
export type ResponsesNamespaceTool = Schemas['ResponsesNamespaceTool'];
export type ResponsesNamespaceMemberTool = Schemas['ResponsesNamespaceMemberTool'];
export type ResponsesToolSearchTool = Schemas['ResponsesToolSearchTool'];
export type ResponsesWebSearchTool = Schemas['ResponsesWebSearchTool'];
export type ResponsesHostedTool = Schemas['ResponsesHostedTool'];
export type ResponsesToolChoice = Schemas['ResponsesToolChoice'];
export type ResponsesNamedToolChoice = Schemas['ResponsesNamedToolChoice'];
export type ResponsesReasoningConfig = Schemas['ResponsesReasoningConfig'];
export type ResponsesTextConfig = Schemas['ResponsesTextConfig'];
export type ResponsesTextFormat = Schemas['ResponsesTextFormat'];
export type ResponsesMetadata = Schemas['ResponsesMetadata'];

// Response
export type ResponsesResponse = Schemas['ResponsesResponse'];
export type ResponsesResponseStatus = Schemas['ResponsesResponseStatus'];
export type ResponsesResponseError = Schemas['ResponsesResponseError'];
export type ResponsesIncompleteDetails = Schemas['ResponsesIncompleteDetails'];
export type ResponsesUsage = Schemas['ResponsesUsage'];
export type ResponsesOutputItem = Schemas['ResponsesOutputItem'];
export type ResponsesOutputMessage = Schemas['ResponsesOutputMessage'];
export type ResponsesOutputContentPart = Schemas['ResponsesOutputContentPart'];
export type ResponsesStreamContentPart = Schemas['ResponsesStreamContentPart'];

// Errors
export type ResponsesErrorBody = Schemas['ResponsesErrorBody'];

// Stream events
export type ResponsesStreamEvent = Schemas['ResponsesStreamEvent'];
export type ResponsesStreamEventType = ResponsesStreamEvent['type'];
export type ResponsesCreatedEvent = Schemas['ResponsesCreatedEvent'];
export type ResponsesInProgressEvent = Schemas['ResponsesInProgressEvent'];
export type ResponsesQueuedEvent = Schemas['ResponsesQueuedEvent'];
export type ResponsesCompletedEvent = Schemas['ResponsesCompletedEvent'];
export type ResponsesIncompleteEvent = Schemas['ResponsesIncompleteEvent'];
export type ResponsesFailedEvent = Schemas['ResponsesFailedEvent'];
export type ResponsesOutputItemAddedEvent = Schemas['ResponsesOutputItemAddedEvent'];
export type ResponsesOutputItemDoneEvent = Schemas['ResponsesOutputItemDoneEvent'];
export type ResponsesContentPartAddedEvent = Schemas['ResponsesContentPartAddedEvent'];
export type ResponsesContentPartDoneEvent = Schemas['ResponsesContentPartDoneEvent'];
export type ResponsesOutputTextDeltaEvent = Schemas['ResponsesOutputTextDeltaEvent'];
export type ResponsesOutputTextDoneEvent = Schemas['ResponsesOutputTextDoneEvent'];
export type ResponsesRefusalDeltaEvent = Schemas['ResponsesRefusalDeltaEvent'];
export type ResponsesRefusalDoneEvent = Schemas['ResponsesRefusalDoneEvent'];
export type ResponsesFunctionCallArgumentsDeltaEvent = Schemas['ResponsesFunctionCallArgumentsDeltaEvent'];
export type ResponsesFunctionCallArgumentsDoneEvent = Schemas['ResponsesFunctionCallArgumentsDoneEvent'];
export type ResponsesCustomToolCallInputDeltaEvent = Schemas['ResponsesCustomToolCallInputDeltaEvent'];
export type ResponsesCustomToolCallInputDoneEvent = Schemas['ResponsesCustomToolCallInputDoneEvent'];
export type ResponsesReasoningSummaryPartAddedEvent = Schemas['ResponsesReasoningSummaryPartAddedEvent'];
export type ResponsesReasoningSummaryPartDoneEvent = Schemas['ResponsesReasoningSummaryPartDoneEvent'];
export type ResponsesReasoningSummaryTextDeltaEvent = Schemas['ResponsesReasoningSummaryTextDeltaEvent'];
export type ResponsesReasoningSummaryTextDoneEvent = Schemas['ResponsesReasoningSummaryTextDoneEvent'];
export type ResponsesReasoningTextDeltaEvent = Schemas['ResponsesReasoningTextDeltaEvent'];
export type ResponsesReasoningTextDoneEvent = Schemas['ResponsesReasoningTextDoneEvent'];
export type ResponsesOutputTextAnnotationAddedEvent = Schemas['ResponsesOutputTextAnnotationAddedEvent'];
export type ResponsesWebSearchCallEvent = Schemas['ResponsesWebSearchCallEvent'];
export type ResponsesErrorEvent = Schemas['ResponsesErrorEvent'];
