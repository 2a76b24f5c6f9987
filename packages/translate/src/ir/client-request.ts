import type { MessagesRequest } from '@modelgate/anthropic-messages';
import type { ChatRequest } from '@modelgate/openai-chat';
import type { ResponsesRequest } from '@modelgate/openai-responses';
import type { FormatId } from '@modelgate/ir';

/** The request body of each format, as its validator accepts it. */
export type RequestBodyOf = {
  'openai-chat': ChatRequest;
  'openai-responses': ResponsesRequest;
  'anthropic-messages': MessagesRequest;
};

/** The client's own request body, in the client's format, after that format's validator accepted it. */
export type ClientRequest = RequestBodyOf[FormatId];
