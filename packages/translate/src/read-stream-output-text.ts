import { createSseParser, type FormatId } from '@modelgate/ir';
import { CODECS } from './codec-registry.js';

/**
 * The text a model generated in a stream of `format` (message text, reasoning, tool names and tool call arguments),
 * from the stream's raw SSE text in any chunking, read up to where it stops (a stream cut off mid-event included).
 * For counting output when the upstream reported none: every event is decoded here, which the usage meter of a
 * passed-through stream avoids, so a caller runs it only when usage is missing.
 */
export function readStreamOutputText(format: FormatId, chunks: Iterable<string>): string[] {
  const parser = createSseParser();
  const decoder = CODECS[format].createStreamToIr({ model: '', now: () => 0, newId: (prefix) => prefix });
  const parts: string[] = [];
  const read = (data: string, event: string | undefined): void => {
    for (const decoded of decoder.push(event === undefined ? { type: 'message', data } : { type: 'message', data, event })) {
      if (decoded.type === 'text-delta' || decoded.type === 'reasoning-delta') parts.push(decoded.text);
      else if (decoded.type === 'tool-call-delta') parts.push(decoded.argumentsDelta);
      else if (decoded.type === 'tool-call-start') parts.push(decoded.name);
    }
  };
  for (const chunk of chunks) for (const message of parser.push(chunk)) read(message.data, message.event);
  for (const message of parser.end()) read(message.data, message.event);
  return parts.filter((part) => part.length > 0);
}
