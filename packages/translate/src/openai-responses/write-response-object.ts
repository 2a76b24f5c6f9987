import type { IrUsage } from '../ir/ir-usage.js';
import type { JsonRecord } from '../ir/read-json.js';
import { writeResponsesUsage } from './map-usage.js';

export type ResponseObjectInput = {
  id: string;
  createdAt: number;
  model: string;
  status: 'in_progress' | 'completed' | 'incomplete' | 'failed';
  output: JsonRecord[];
  usage?: IrUsage;
  incompleteReason?: string;
  error?: { code: string; message: string };
};

/** A `Response` object with every field the schema requires. */
export function writeResponseObject(input: ResponseObjectInput): JsonRecord {
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
