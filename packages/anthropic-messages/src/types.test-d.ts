import { expectTypeOf } from 'vitest';
import type {
  MessagesContentBlock,
  MessagesContentBlockParam,
  MessagesMessageParam,
  MessagesRequest,
  MessagesStopReason,
  MessagesStreamEvent,
  MessagesStreamEventType,
  MessagesTool,
} from './types.js';

// Union tags keep their wire values (the generator must not replace them with schema names).
expectTypeOf<MessagesMessageParam['role']>().toEqualTypeOf<'user' | 'assistant' | 'system'>();
expectTypeOf<MessagesStreamEventType>().toEqualTypeOf<
  'message_start' | 'content_block_start' | 'content_block_delta' | 'content_block_stop' | 'message_delta' | 'message_stop' | 'ping' | 'error'
>();
expectTypeOf<Extract<MessagesContentBlockParam, { type: 'tool_result' }>['is_error']>().toEqualTypeOf<boolean | undefined>();
expectTypeOf<Extract<MessagesContentBlock, { type: 'thinking' }>['signature']>().toEqualTypeOf<string>();
expectTypeOf<Extract<MessagesStreamEvent, { type: 'message_delta' }>['usage']['output_tokens']>().toEqualTypeOf<number>();
expectTypeOf<'pause_turn' | 'refusal' | 'model_context_window_exceeded'>().toMatchTypeOf<MessagesStopReason>();

// Required request fields are required; free-form objects can be read.
expectTypeOf<MessagesRequest['model']>().toEqualTypeOf<string>();
expectTypeOf<MessagesRequest['max_tokens']>().toEqualTypeOf<number>();
expectTypeOf<Extract<MessagesTool, { input_schema: unknown }>['input_schema']>().toMatchTypeOf<Record<string, unknown>>();
expectTypeOf<Extract<MessagesContentBlock, { type: 'tool_use' }>['input']>().toMatchTypeOf<Record<string, unknown>>();
