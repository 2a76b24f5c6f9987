// Compile-time checks (run by `tsc --noEmit`): the generated unions narrow on `type` the way translators use them.
import { expectTypeOf } from 'vitest';
import type {
  ResponsesFunctionCallItem,
  ResponsesInputItem,
  ResponsesOutputItem,
  ResponsesRequest,
  ResponsesStreamEvent,
  ResponsesStreamEventType,
  ResponsesTool,
  ResponsesUsage,
} from './types.js';

declare const item: ResponsesInputItem;
if (item.type === 'function_call') {
  expectTypeOf(item).toEqualTypeOf<ResponsesFunctionCallItem>();
  expectTypeOf(item.call_id).toEqualTypeOf<string>();
  expectTypeOf(item.arguments).toEqualTypeOf<string>();
}
if (item.type === undefined) {
  // A bare `{ role, content }` message.
  expectTypeOf(item.role).toEqualTypeOf<'user' | 'assistant' | 'system' | 'developer'>();
}

declare const event: ResponsesStreamEvent;
if (event.type === 'response.output_text.delta') expectTypeOf(event.delta).toEqualTypeOf<string>();
if (event.type === 'response.completed') expectTypeOf(event.response.usage).toEqualTypeOf<ResponsesUsage | null | undefined>();
if (event.type === 'response.reasoning_summary_text.delta') expectTypeOf(event.summary_index).toEqualTypeOf<number>();
expectTypeOf<'response.failed'>().toMatchTypeOf<ResponsesStreamEventType>();

declare const output: ResponsesOutputItem;
if (output.type === 'custom_tool_call') expectTypeOf(output.input).toEqualTypeOf<string>();

declare const tool: ResponsesTool;
if (tool.type === 'namespace') expectTypeOf(tool.tools[0]?.name).toEqualTypeOf<string | undefined>();

expectTypeOf<ResponsesRequest['model']>().toEqualTypeOf<string>();
expectTypeOf<ResponsesRequest['input']>().toEqualTypeOf<string | ResponsesInputItem[] | undefined>();
