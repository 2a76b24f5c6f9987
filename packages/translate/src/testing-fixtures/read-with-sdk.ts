import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import type { FormatId } from '@modelgate/ir';

export type StreamSummary =
  | { text: string; reasoning: string; toolCalls: { name: string; input: unknown }[]; stop: string; inputTokens: number; cachedInputTokens: number }
  | { error: string };

/** A fetch that answers every request with the given SSE text: the official SDKs parse it, no network involved. */
function answerWith(sse: string): typeof fetch {
  return async () => new Response(sse, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const options = (sse: string) => ({ apiKey: 'test-key', baseURL: 'http://127.0.0.1:9/v1', fetch: answerWith(sse), maxRetries: 0 });

async function readAnthropic(sse: string): Promise<StreamSummary> {
  const client = new Anthropic({ ...options(sse), baseURL: 'http://127.0.0.1:9' });
  const message = await client.messages.stream({ model: 'test-model', max_tokens: 100, messages: [{ role: 'user', content: 'hi' }] }).finalMessage();
  let text = '';
  let reasoning = '';
  const toolCalls: { name: string; input: unknown }[] = [];
  for (const block of message.content) {
    if (block.type === 'text') text += block.text;
    else if (block.type === 'thinking') reasoning += block.thinking;
    else if (block.type === 'tool_use') toolCalls.push({ name: block.name, input: block.input });
  }
  const stop = message.stop_reason === 'tool_use' ? 'tool' : message.stop_reason === 'end_turn' ? 'end' : String(message.stop_reason);
  const usage = message.usage;
  return {
    text, reasoning, toolCalls, stop,
    inputTokens: usage.input_tokens + (usage.cache_read_input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0),
    cachedInputTokens: usage.cache_read_input_tokens ?? 0,
  };
}

async function readChat(sse: string): Promise<StreamSummary> {
  const client = new OpenAI(options(sse));
  const completion = await client.chat.completions.stream({ model: 'test-model', messages: [{ role: 'user', content: 'hi' }] }).finalChatCompletion();
  const choice = completion.choices[0];
  const message = choice?.message;
  return {
    text: message?.content ?? '',
    // The SDK does not accumulate the non-standard `reasoning_content` delta; the test reads it from the chunks.
    reasoning: '',
    toolCalls: (message?.tool_calls ?? []).flatMap((call) => (call.type === 'function' ? [{ name: call.function.name, input: JSON.parse(call.function.arguments) as unknown }] : [])),
    stop: choice?.finish_reason === 'tool_calls' ? 'tool' : choice?.finish_reason === 'stop' ? 'end' : String(choice?.finish_reason),
    inputTokens: completion.usage?.prompt_tokens ?? -1,
    cachedInputTokens: completion.usage?.prompt_tokens_details?.cached_tokens ?? -1,
  };
}

async function readResponses(sse: string): Promise<StreamSummary> {
  const client = new OpenAI(options(sse));
  const response = await client.responses.stream({ model: 'test-model', input: 'hi' }).finalResponse();
  if (response.status === 'failed') return { error: response.error?.message ?? 'failed' };
  let text = '';
  let reasoning = '';
  const toolCalls: { name: string; input: unknown }[] = [];
  for (const item of response.output) {
    if (item.type === 'message') for (const part of item.content) text += part.type === 'output_text' ? part.text : '';
    else if (item.type === 'reasoning') reasoning += item.summary.map((part) => part.text).join('');
    else if (item.type === 'function_call') toolCalls.push({ name: item.name, input: JSON.parse(item.arguments) as unknown });
  }
  return {
    text, reasoning, toolCalls,
    stop: response.status === 'completed' ? (toolCalls.length > 0 ? 'tool' : 'end') : String(response.status),
    inputTokens: response.usage?.input_tokens ?? -1,
    cachedInputTokens: response.usage?.input_tokens_details.cached_tokens ?? -1,
  };
}

/** Feeds SSE text to the official SDK stream parser of `format` and summarizes its final message (or the error it threw). */
export async function readWithSdk(format: FormatId, sse: string): Promise<StreamSummary> {
  try {
    if (format === 'anthropic-messages') return await readAnthropic(sse);
    if (format === 'openai-chat') return await readChat(sse);
    return await readResponses(sse);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
