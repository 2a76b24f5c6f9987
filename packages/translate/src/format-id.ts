/** The three wire formats the gateway speaks. */
export type FormatId = 'openai-chat' | 'openai-responses' | 'anthropic-messages';

export const FORMAT_IDS: readonly FormatId[] = ['openai-chat', 'openai-responses', 'anthropic-messages'];
