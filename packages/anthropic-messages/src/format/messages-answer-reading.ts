import type { AnswerReading } from '@modelgate/ir';
import { readMessagesBodyKinds, readMessagesStreamKinds } from './read-messages-content-kinds.js';
import { readMessagesBodyUsage, readMessagesStreamUsage } from './read-messages-usage.js';
import { summarizeMessagesBody, summarizeMessagesStream } from './summarize-messages-answer.js';

/** How the Anthropic SDK and Claude Code read a message or its stream. */
export const messagesAnswerReading: AnswerReading = {
  summarizeBody: summarizeMessagesBody,
  summarizeStream: summarizeMessagesStream,
  readBodyUsage: readMessagesBodyUsage,
  readStreamUsage: readMessagesStreamUsage,
  readBodyKinds: readMessagesBodyKinds,
  readStreamKinds: readMessagesStreamKinds,
};
