import { isJsonObject, parseJsonBody } from '../http/parse-json-body.js';
import type { CheckFunction } from './check-context.js';

/** Where the format requires it, every SSE frame has an `event:` line equal to its `data.type` (PROTOCOLS §0.3). */
export const checkStreamEventLines: CheckFunction = ({ profile, frames }) => {
  if (!profile.requiresEventLines) return [];
  const findings: string[] = [];
  frames.forEach((frame, index) => {
    const parsed = parseJsonBody(frame.data);
    const type = parsed.ok && isJsonObject(parsed.value) ? parsed.value.type : undefined;
    if (frame.event === undefined) findings.push(`frame ${index} (${String(type)}) has no event: line`);
    else if (frame.event !== type) findings.push(`frame ${index} has event: ${frame.event} but data.type ${String(type)}`);
  });
  return findings;
};
