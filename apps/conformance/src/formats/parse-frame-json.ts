import { parseJsonBody } from '../http/parse-json-body.js';
import type { SseFrame } from '../sse/parse-sse-frames.js';

export type ParsedFrame = { frame: SseFrame; index: number; json?: unknown; invalid?: string };

/** Parses the `data:` of each frame as JSON, keeping the frames that are not JSON (like `[DONE]`) marked. */
export function parseFrameJson(frames: readonly SseFrame[]): ParsedFrame[] {
  return frames.map((frame, index) => {
    const parsed = parseJsonBody(frame.data);
    return parsed.ok ? { frame, index, json: parsed.value } : { frame, index, invalid: parsed.reason };
  });
}
