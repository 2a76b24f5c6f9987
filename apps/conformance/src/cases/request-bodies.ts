import { MODEL_PLACEHOLDER } from '../types.js';

/** Request bodies shared by the cases; `{{model}}` is replaced with the run's model before sending. */
export const CHAT_MINIMAL = { model: MODEL_PLACEHOLDER, messages: [{ role: 'user', content: 'Say hi.' }] };

export const CHAT_RICH = {
  model: MODEL_PLACEHOLDER,
  messages: [
    { role: 'system', content: 'You are terse.' },
    { role: 'user', content: [{ type: 'text', text: 'Name a colour.' }] },
    { role: 'assistant', content: 'Blue.' },
    { role: 'user', content: 'Another one.' },
  ],
  max_tokens: 64,
  temperature: 0.2,
  user: 'conformance-suite',
};

export const RESPONSES_MINIMAL = { model: MODEL_PLACEHOLDER, input: 'Say hi.' };

export const RESPONSES_RICH = {
  model: MODEL_PLACEHOLDER,
  instructions: 'You are terse.',
  input: [
    { type: 'message', role: 'developer', content: [{ type: 'input_text', text: 'Answer in one word.' }] },
    { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Name a colour.' }] },
    { role: 'assistant', content: 'Blue.' },
    { role: 'user', content: 'Another one.' },
  ],
  max_output_tokens: 64,
  temperature: 0.2,
  store: false,
};

export const MESSAGES_MINIMAL = {
  model: MODEL_PLACEHOLDER,
  max_tokens: 64,
  messages: [{ role: 'user', content: 'Say hi.' }],
};

export const MESSAGES_RICH = {
  model: MODEL_PLACEHOLDER,
  max_tokens: 64,
  system: [{ type: 'text', text: 'You are terse.' }],
  messages: [
    { role: 'user', content: [{ type: 'text', text: 'Name a colour.' }] },
    { role: 'assistant', content: [{ type: 'text', text: 'Blue.' }] },
    { role: 'user', content: 'Another one.' },
  ],
  temperature: 0.2,
  metadata: { user_id: 'conformance-suite' },
};

/** The minimal valid body of each format, keyed like the format profiles. */
export const MINIMAL_BODIES = { chat: CHAT_MINIMAL, responses: RESPONSES_MINIMAL, messages: MESSAGES_MINIMAL } as const;
export const RICH_BODIES = { chat: CHAT_RICH, responses: RESPONSES_RICH, messages: MESSAGES_RICH } as const;
