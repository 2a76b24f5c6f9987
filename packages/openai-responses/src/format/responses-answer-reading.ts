import type { AnswerReading } from '@modelgate/ir';
import { readResponsesBodyKinds, readResponsesStreamKinds } from './read-responses-content-kinds.js';
import { readResponsesBodyUsage, readResponsesStreamUsage } from './read-responses-usage.js';
import { summarizeResponsesBody, summarizeResponsesStream } from './summarize-responses-answer.js';

/** How the OpenAI SDK and Codex read a response or its stream. */
export const responsesAnswerReading: AnswerReading = {
  summarizeBody: summarizeResponsesBody,
  summarizeStream: summarizeResponsesStream,
  readBodyUsage: readResponsesBodyUsage,
  readStreamUsage: readResponsesStreamUsage,
  readBodyKinds: readResponsesBodyKinds,
  readStreamKinds: readResponsesStreamKinds,
};
