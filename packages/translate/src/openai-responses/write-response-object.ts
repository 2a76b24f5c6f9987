import type { IrUsage } from '@modelgate/ir';
import type { ResponsesOutputItem, ResponsesResponse } from '@modelgate/openai-responses';
import { writeResponsesUsage, writeResponsesUsageJson } from './map-usage.js';
import type { ResponsesOutcome } from './map-finish-reason.js';
import { quoteJsonString } from '../internal/fast-path/quote-json-string.js';
import { writeJsonNumber } from '../internal/fast-path/write-json-number.js';
import { writeOutputItemsJson } from './write-output-item.js';

export type ResponseObjectInput = {
  id: string;
  createdAt: number;
  model: string;
  status: 'in_progress' | 'completed' | 'incomplete' | 'failed';
  output: ResponsesOutputItem[];
  usage?: IrUsage;
  incompleteReason?: NonNullable<ResponsesOutcome['incompleteReason']>;
  error?: { code: string; message: string };
};

/** A `Response` object with every field the schema requires. */
export function writeResponseObject(input: ResponseObjectInput): ResponsesResponse {
  return {
    id: input.id,
    object: 'response',
    created_at: input.createdAt,
    status: input.status,
    error: input.error ?? null,
    incomplete_details: input.incompleteReason === undefined ? null : { reason: input.incompleteReason },
    instructions: null,
    max_output_tokens: null,
    model: input.model,
    output: input.output,
    parallel_tool_calls: true,
    previous_response_id: null,
    reasoning: null,
    store: false,
    temperature: null,
    text: { format: { type: 'text' } },
    tool_choice: 'auto',
    tools: [],
    top_p: null,
    truncation: 'disabled',
    usage: input.usage === undefined ? null : writeResponsesUsage(input.usage),
    metadata: {},
  };
}

/**
 * writeResponseObjectJson's input: the output as items, or as their JSON text when the caller has it already (a stream
 * keeps each item's as it sends the item).
 */
export type ResponseObjectJsonInput = Omit<ResponseObjectInput, 'output'> & ({ output: ResponsesOutputItem[] } | { outputJson: string });

/**
 * The JSON text of `writeResponseObject(input)`, byte for byte, written around the fields that vary (a streamed
 * answer sends three of these, and stringifying the whole object was most of the stream encoder's fixed cost).
 */
export function writeResponseObjectJson(input: ResponseObjectJsonInput): string {
  const incomplete = input.incompleteReason === undefined ? 'null' : `{"reason":${JSON.stringify(input.incompleteReason)}}`;
  const usage = input.usage === undefined ? 'null' : writeResponsesUsageJson(input.usage);
  const error = input.error === undefined ? 'null' : JSON.stringify(input.error);
  // The strings quoted without JSON.stringify's runtime call where they need no escape (quoteJsonString), the status
  // being one of four plain words.
  const createdAt = writeJsonNumber(input.createdAt);
  return (
    `{"id":${quoteJsonString(input.id)},"object":"response","created_at":${createdAt},"status":"${input.status}",` +
    `"error":${error},"incomplete_details":${incomplete},"instructions":null,"max_output_tokens":null,` +
    `"model":${quoteJsonString(input.model)},"output":${'outputJson' in input ? input.outputJson : writeOutputItemsJson(input.output)},"parallel_tool_calls":true,"previous_response_id":null,` +
    `"reasoning":null,"store":false,"temperature":null,"text":{"format":{"type":"text"}},"tool_choice":"auto","tools":[],"top_p":null,` +
    `"truncation":"disabled","usage":${usage},"metadata":{}}`
  );
}
