import { FORMAT_PROFILES } from '../formats/format-profiles.js';
import type { FormatProfile } from '../formats/format-profile.js';

/** The generation format whose response schema a body satisfies, if any. */
export function identifyResponseFormat(body: unknown): FormatProfile | undefined {
  return [FORMAT_PROFILES.chat, FORMAT_PROFILES.responses, FORMAT_PROFILES.messages].find(
    (profile) => profile.schema.body(body).ok && profile.checkContent(body).length === 0,
  );
}
