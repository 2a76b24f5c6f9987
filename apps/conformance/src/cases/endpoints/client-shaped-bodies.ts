import { MODEL_PLACEHOLDER } from '../../types.js';

const WEATHER_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: { city: { type: 'string' } },
  required: ['city'],
};

/** Shaped like Claude Code 2.1's main-loop request (PROTOCOLS §1.3): cache_control, a mid-conversation system message, a JSON-string user_id. */
export const CLAUDE_CODE_SHAPED_BODY = {
  model: MODEL_PLACEHOLDER,
  max_tokens: 256,
  stream: true,
  metadata: { user_id: '{"device_id":"0000","account_uuid":"","session_id":"00000000-0000-0000-0000-000000000000"}' },
  system: [
    { type: 'text', text: 'x-anthropic-billing-header: cc_version=2.1.197; cc_entrypoint=sdk-cli;' },
    { type: 'text', text: 'You are a coding agent.', cache_control: { type: 'ephemeral' } },
  ],
  messages: [
    {
      role: 'user',
      content: [
        { type: 'text', text: '<system-reminder>\nToday is 2026-11-21.\n</system-reminder>\n\n' },
        { type: 'text', text: 'Say hi.', cache_control: { type: 'ephemeral' } },
      ],
    },
    { role: 'system', content: 'Available agent types: none.' },
  ],
  tools: [{ name: 'Read', description: 'Read a file.', input_schema: { ...WEATHER_SCHEMA, properties: { file_path: { type: 'string' } }, required: ['file_path'] } }],
};

/** Shaped like Codex 0.169's request (PROTOCOLS §2.2): developer items, store false, include, function and hosted tools. */
export const CODEX_SHAPED_BODY = {
  model: MODEL_PLACEHOLDER,
  stream: true,
  store: false,
  tool_choice: 'auto',
  parallel_tool_calls: true,
  reasoning: { summary: 'auto' },
  include: ['reasoning.encrypted_content'],
  prompt_cache_key: '00000000-0000-0000-0000-000000000000',
  input: [
    { type: 'message', role: 'developer', content: [{ type: 'input_text', text: 'You are Codex, a coding agent.' }] },
    { type: 'message', role: 'user', content: [{ type: 'input_text', text: '<environment_context>cwd: /tmp</environment_context>' }] },
    { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Say hi.' }] },
  ],
  tools: [
    { type: 'function', name: 'exec_command', description: 'Run a command.', strict: false, parameters: { type: 'object', properties: { cmd: { type: 'string' } }, required: ['cmd'] } },
    { type: 'web_search', external_web_access: false },
  ],
};

/** Shaped like the OpenAI SDK's streamed chat call (PROTOCOLS §3): system + user, max_tokens, include_usage, a tool. */
export const OPENAI_SDK_SHAPED_BODY = {
  model: MODEL_PLACEHOLDER,
  messages: [
    { role: 'system', content: 'be brief' },
    { role: 'user', content: 'Say hi.' },
  ],
  max_tokens: 50,
  stream: true,
  stream_options: { include_usage: true },
  tools: [{ type: 'function', function: { name: 'get_weather', description: 'Weather for a city.', parameters: WEATHER_SCHEMA } }],
};
