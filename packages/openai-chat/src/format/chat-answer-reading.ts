import type { AnswerReading } from '@modelgate/ir';
import { readChatBodyKinds, readChatStreamKinds } from './read-chat-content-kinds.js';
import { readChatBodyUsage, readChatStreamUsage } from './read-chat-usage.js';
import { summarizeChatBody, summarizeChatStream } from './summarize-chat-answer.js';

/** How an OpenAI SDK client reads a chat completion or its stream. */
export const chatAnswerReading: AnswerReading = {
  summarizeBody: summarizeChatBody,
  summarizeStream: summarizeChatStream,
  readBodyUsage: readChatBodyUsage,
  readStreamUsage: readChatStreamUsage,
  readBodyKinds: readChatBodyKinds,
  readStreamKinds: readChatStreamKinds,
};
