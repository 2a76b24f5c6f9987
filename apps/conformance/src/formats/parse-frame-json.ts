import { parseJsonBody } from '../http/parse-json-body.js';
import type { SseMessage } from '@modelgate/ir';

export type ParsedFrame = { frame: SseMessage; index: number; json?: unknown; invalid?: string };

/** Parses the `data:` of each frame as JSON, keeping the frames that are not JSON (like `[DONE]`) marked. */
export function parseFrameJson(frames: readonly SseMessage[]): ParsedFrame[] {
  return frames.map((frame, index) => {
    const parsed = parseJsonBody(frame.data);
    return parsed.ok ? { frame, index, json: parsed.value } : { frame, index, invalid: parsed.reason };
  });
}
