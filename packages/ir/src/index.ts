export { createSseParser } from './sse/create-sse-parser.js';
export type { SseMessage, SseParser } from './sse/create-sse-parser.js';
export { parseSseText } from './sse/parse-sse-text.js';
export type { ErrorInput } from './error-input.js';
