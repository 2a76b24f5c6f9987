/** What the mock answers by: the model it echoes and picks a profile with, whether to stream, whether usage ends it. */
export type MockRequestFields = { model: string; stream: boolean; request: Record<string, unknown> };

const MODEL = /"model"\s*:\s*"((?:[^"\\]|\\.)*)"/;
const STREAM = /"stream"\s*:\s*true/;
const INCLUDE_USAGE = /"include_usage"\s*:\s*true/;

/**
 * The fields the mock needs, read from the body's bytes without parsing it: a client's key never matches inside a
 * JSON string (its quotes would be escaped there), and the bench's bodies name each key once. A body of 100 KB or
 * 1 MB would otherwise cost the mock a full `JSON.parse` per request on the cores the gateway is measured on.
 * `request` holds what a format's `wantsStreamUsage` reads. Undefined when the body names no model.
 */
export function readRequestFields(body: Buffer): MockRequestFields | undefined {
  const text = body.toString('latin1');
  const model = MODEL.exec(text)?.[1];
  if (model === undefined) return undefined;
  const stream = STREAM.test(text);
  const request = { model, stream, stream_options: { include_usage: INCLUDE_USAGE.test(text) } };
  return { model, stream, request };
}
