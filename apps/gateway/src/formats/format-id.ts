/** The three wire formats the gateway serves and speaks upstream (the same union as @modelgate/translate's FormatId). */
export type FormatId = 'openai-chat' | 'openai-responses' | 'anthropic-messages';

export const FORMAT_IDS: readonly FormatId[] = ['openai-chat', 'openai-responses', 'anthropic-messages'];
