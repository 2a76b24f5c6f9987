export { createSseParser } from './sse/create-sse-parser.js';
export type { SseMessage, SseParser } from './sse/create-sse-parser.js';
export { parseSseText } from './sse/parse-sse-text.js';
export type { ErrorInput } from './error-input.js';
export { FORMAT_IDS, isFormatId } from './format-id.js';
export type { FormatId } from './format-id.js';
