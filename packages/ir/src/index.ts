export { createSseParser } from './sse/create-sse-parser.js';
export type { SseMessage, SseParser } from './sse/create-sse-parser.js';
export { parseSseText } from './sse/parse-sse-text.js';
export { readSseJsonObjects } from './sse/read-sse-json-objects.js';
export type { ErrorInput } from './error-input.js';
export { FORMAT_IDS, isFormatId } from './format-id.js';
export type { FormatId } from './format-id.js';
export type {
  IrAssistantPart,
  IrFilePart,
  IrImagePart,
  IrOpaqueReasoning,
  IrReasoningPart,
  IrRefusalPart,
  IrTextPart,
  IrToolCallKind,
  IrToolCallPart,
  IrToolResultPart,
  IrUserPart,
} from './ir/ir-content.js';
export type {
  IrAssistantMessage,
  IrCustomTool,
  IrFunctionTool,
  IrHostedTool,
  IrMessage,
  IrReasoningConfig,
  IrReasoningEffort,
  IrRequest,
  IrResponseFormat,
  IrSystemMessage,
  IrTool,
  IrToolChoice,
  IrToolMessage,
  IrToolSearchTool,
  IrUserMessage,
} from './ir/ir-request.js';
export type { IrLogprobsRequest, IrTokenLogprob, IrTopLogprob } from './ir/ir-logprobs.js';
export type { IrResponse } from './ir/ir-response.js';
export type { IrStopReason } from './ir/ir-stop-reason.js';
export type { IrEncoderInput, IrStreamEvent } from './ir/ir-stream-event.js';
export { EMPTY_USAGE } from './ir/ir-usage.js';
export type { IrUsage } from './ir/ir-usage.js';
export type { FormatModule, FormatValidationIssue } from './format/format-module.js';
export type { AnswerReading, AnswerSummary, ContentKind, FinishKind, ToolCallSummary, UsageCounts } from './format/answer-reading.js';
export type { FormatSamples, SampleRequestInput, SampleStreamTail, SampleTool, SampleUsage } from './format/format-samples.js';
export type { PassthroughRules, StreamItemKind } from './format/passthrough-rules.js';
export type { UpstreamWire } from './format/upstream-wire.js';
export { isJsonObject } from './json/is-json-object.js';
export type { JsonObject } from './json/is-json-object.js';
export { parseJsonText } from './json/parse-json-text.js';
export { parseToolArguments } from './json/parse-tool-arguments.js';
export { readErrorMessage } from './json/read-error-message.js';
export { readPositiveInteger } from './json/read-positive-integer.js';
