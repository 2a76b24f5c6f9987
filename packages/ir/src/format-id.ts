/**
 * The wire formats ModelGate speaks, listed once. `FormatId` is derived from this list, and every registry keyed by
 * format (translate's codecs, the gateway's format packages, profiles and upstream wires, the bench's formats) is a
 * `Record<FormatId, …>`, so a format added here is a compile error in each registry until it is filled in.
 */
export const FORMAT_IDS = ['openai-chat', 'openai-responses', 'anthropic-messages'] as const;

/** One wire format: `openai-chat` (Chat Completions), `openai-responses` (Responses), `anthropic-messages` (Messages). */
export type FormatId = (typeof FORMAT_IDS)[number];

/** Whether `value` names one of the wire formats. */
export function isFormatId(value: unknown): value is FormatId {
  return (FORMAT_IDS as readonly unknown[]).includes(value);
}
