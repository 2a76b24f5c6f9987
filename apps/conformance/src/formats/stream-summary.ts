import type { AnswerSummary } from '@modelgate/ir';

export type { FinishKind, ToolCallSummary } from '@modelgate/ir';

/** What a client would see from a whole answer, streamed or not: its text, its tool calls and how it finished. */
export type StreamSummary = AnswerSummary;
