/**
 * The input every format package's `renderError` / `renderStreamError` takes (ARCHITECTURE.md, format packages).
 * The three packages declare the same shape; the chat package's names it here.
 */
export type { ErrorInput } from '@modelgate/openai-chat';
