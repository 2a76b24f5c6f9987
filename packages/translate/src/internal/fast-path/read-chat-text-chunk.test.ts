import { describe, expect, it } from 'vitest';
import { readChatTextChunk } from './read-chat-text-chunk.js';

const head = '"id":"chatcmpl-1","object":"chat.completion.chunk","created":1767225600,"model":"m"';
/** A chunk with `choice` as its only choice and `rest` after it. */
const chunk = (choice: string, rest = ',"usage":null'): string => `{${head},"choices":[${choice}]${rest}}`;
const withDelta = (delta: string): string => chunk(`{"index":0,"delta":${delta},"logprobs":null,"finish_reason":null}`);

describe('readChatTextChunk accepts a text or reasoning delta of choice 0', () => {
  it.each([
    ['OpenAI text chunk', withDelta('{"content":"Zq0 "}'), '', 'Zq0 '],
    ['role and empty content', withDelta('{"role":"assistant","content":""}'), '', ''],
    ['empty delta', withDelta('{}'), '', ''],
    ['null content', withDelta('{"content":null}'), '', ''],
    ['null refusal', withDelta('{"content":"a","refusal":null}'), '', 'a'],
    ['reasoning_content', withDelta('{"reasoning_content":"think"}'), 'think', ''],
    ['reasoning', withDelta('{"reasoning":"think"}'), 'think', ''],
    ['null reasoning_content falls back to reasoning', withDelta('{"reasoning_content":null,"reasoning":"r"}'), 'r', ''],
    ['empty reasoning_content wins over reasoning', withDelta('{"reasoning_content":"","reasoning":"r"}'), '', ''],
    ['reasoning and content together', withDelta('{"reasoning_content":"r","content":"c"}'), 'r', 'c'],
    ['escapes in content', withDelta(String.raw`{"content":"a\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00"}`), '', 'a"\\/\b\f\n\r\t\u00e9\u{1F600}'],
    ['escaped lone surrogate', withDelta(String.raw`{"content":"\ud800x"}`), '', '\ud800x'],
    ['raw lone surrogate', withDelta('{"content":"\udc00"}'), '', '\udc00'],
    ['whitespace between tokens', ` \n{ "choices" :\t[ { "index" : 0 , "delta" : { "content" : "a" } } ] , "usage" : null }\r\n`, '', 'a'],
    ['members in another order', `{"usage":null,"choices":[{"finish_reason":null,"delta":{"content":"a"},"index":0}],"model":"m"}`, '', 'a'],
    ['no index, usage or finish_reason', '{"choices":[{"delta":{"content":"a"}}]}', '', 'a'],
    ['extra and nested fields', chunk('{"index":0,"delta":{"content":"a"},"logprobs":null,"native_finish_reason":{"content":[{"token":"a","logprob":-0.5e+2,"bytes":[97],"top_logprobs":[]}]}}',
      ',"system_fingerprint":"fp_1","service_tier":"default","obfuscation":"x\\u0041","usage":null,"x":[true,false,null,{},[],-0,1.5E-7,"\\u005c"]'), '', 'a'],
    ['any role value', withDelta('{"role":{"nested":[1]},"content":"a"}'), '', 'a'],
    ['a repeated unknown member', chunk('{"delta":{"content":"a"}}', ',"x":1,"x":2'), '', 'a'],
  ])('%s', (_name, data, reasoning, content) => {
    expect(readChatTextChunk(data)?.delta).toEqual({ reasoning, content });
  });
});

describe('readChatTextChunk leaves everything else to JSON.parse', () => {
  it.each([
    ['not an object', '[]'],
    ['[DONE]', '[DONE]'],
    ['empty object', '{}'],
    ['no choices', `{${head},"usage":null}`],
    ['no choice', chunk('')],
    ['two choices', chunk('{"index":0,"delta":{"content":"a"}},{"index":1,"delta":{"content":"b"}}')],
    ['index 1', chunk('{"index":1,"delta":{"content":"a"}}')],
    ['index 0.0', chunk('{"index":0.0,"delta":{"content":"a"}}')],
    ['index -0', chunk('{"index":-0,"delta":{"content":"a"}}')],
    ['index "0"', chunk('{"index":"0","delta":{"content":"a"}}')],
    ['no delta', chunk('{"index":0,"finish_reason":null}')],
    ['delta null', chunk('{"index":0,"delta":null}')],
    ['finish_reason', chunk('{"index":0,"delta":{},"finish_reason":"stop"}')],
    ['logprobs (they go with the text)', chunk('{"index":0,"delta":{"content":"a"},"logprobs":{"content":[{"token":"a","logprob":-0.5,"bytes":[97],"top_logprobs":[]}]}}')],
    ['usage', chunk('{"index":0,"delta":{"content":"a"}}', ',"usage":{"prompt_tokens":1}')],
    ['usage 0', chunk('{"index":0,"delta":{"content":"a"}}', ',"usage":0')],
    ['error', chunk('{"index":0,"delta":{"content":"a"}}', ',"error":null')],
    ['tool_calls', withDelta('{"content":"a","tool_calls":[]}')],
    ['refusal', withDelta('{"refusal":"no"}')],
    ['function_call', withDelta('{"function_call":null}')],
    ['unknown delta field', withDelta('{"content":"a","audio":null}')],
    ['content not a string', withDelta('{"content":[{"type":"text","text":"a"}]}')],
    ['content a number', withDelta('{"content":1}')],
    ['reasoning an object', withDelta('{"reasoning":{"text":"r"}}')],
    ['repeated content', withDelta('{"content":"a","content":"b"}')],
    ['repeated null content', withDelta('{"content":null,"content":"b"}')],
    ['repeated delta', chunk('{"delta":{"content":"a"},"delta":{"content":"b"}}')],
    ['repeated choices', `{"choices":[{"delta":{"content":"a"}}],"choices":[{"delta":{"content":"b"}}]}`],
    ['repeated usage', chunk('{"delta":{"content":"a"}}', ',"usage":null,"usage":null')],
    ['escaped member name', withDelta(String.raw`{"\u0063ontent":"a"}`)],
    ['escaped top-level name', chunk('{"delta":{"content":"a"}}', String.raw`,"\u0075sage":{"total_tokens":1}`)],
    ['control character in content', withDelta('{"content":"a\nb"}')],
    ['control character in a skipped string', chunk('{"delta":{"content":"a"}}', ',"x":"\t"')],
    ['bad escape', withDelta(String.raw`{"content":"\x41"}`)],
    ['short \\u escape', withDelta(String.raw`{"content":"\u00e"}`)],
    ['trailing garbage', `${withDelta('{"content":"a"}')}x`],
    ['two objects', `${withDelta('{"content":"a"}')}{}`],
    ['trailing comma', withDelta('{"content":"a",}')],
    ['missing comma', `{"choices":[{"delta":{"content":"a"}}] "usage":null}`],
    ['single quotes', `{'choices':[{"delta":{"content":"a"}}]}`],
    ['unterminated', withDelta('{"content":"a}').slice(0, -3)],
    ['non-JSON whitespace', `\u00a0${withDelta('{"content":"a"}')}`],
    ['bad number in a skipped field', chunk('{"delta":{"content":"a"}}', ',"created":01')],
    ['bad number exponent', chunk('{"delta":{"content":"a"}}', ',"created":1e')],
    ...['1.', '.5', '-', '+1', '00', '1e+', '0x1', '1.e2'].map((number) => [`number ${number}`, chunk('{"delta":{"content":"a"}}', `,"created":${number}`)]),
    ['NaN', chunk('{"delta":{"content":"a"}}', ',"created":NaN')],
    ['bad literal', chunk('{"delta":{"content":"a"}}', ',"x":nul')],
    ['deep nesting', chunk('{"delta":{"content":"a"}}', `,"x":${'['.repeat(100)}${']'.repeat(100)}`)],
  ])('%s', (_name, data) => {
    expect(readChatTextChunk(data)).toBeUndefined();
  });
});
