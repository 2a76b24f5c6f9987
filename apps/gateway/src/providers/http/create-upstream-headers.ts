import type { UpstreamWire } from '@modelgate/ir';

/** What of an upstream request its headers depend on besides the deployment (a ProviderRequest is one). */
export type UpstreamHeaderInput = {
  readonly stream: boolean;
  readonly forwardHeaders: Readonly<Record<string, string>>;
  readonly traceHeaders?: Record<string, string> | undefined;
};

/** One name, value list for a JSON request and one for a stream. */
type ListPair = readonly [readonly string[], readonly string[]];

/** The client's forwarded headers as one text: the same text, the same headers upstream. */
function forwardKey(forwardHeaders: Readonly<Record<string, string>>): string {
  let key = '';
  for (const name in forwardHeaders) if (Object.hasOwn(forwardHeaders, name)) key += `${name}\n${forwardHeaders[name] ?? ''}\n`;
  return key;
}

/**
 * A deployment's upstream request headers, as undici's flat name, value list: the deployment's own headers, the wire's
 * (the key, the client headers the format forwards), trace headers, the content type and accept, the content length
 * (`{ 'content-length': … }`) of a body sent in several parts.
 * The usual request (no trace headers, its body in one part) gets a list made before, for the forwarded headers it was
 * last made for (JSON and stream): clients of a format send the same `anthropic-version` every time, and a list saves
 * the object spread from four parts and, in undici, the object's iterator check and key list, every request. Other
 * forwarded headers replace the kept list, so what is kept stays one pair whatever the clients send. undici only reads
 * the lists.
 */
export function createUpstreamHeaders(
  wire: UpstreamWire,
  apiKey: string | undefined,
  deploymentHeaders: Readonly<Record<string, string>>,
): (input: UpstreamHeaderInput, contentLength: Record<string, string> | undefined) => readonly string[] {
  const build = (input: UpstreamHeaderInput, contentLength?: Record<string, string>): string[] =>
    Object.entries({
      ...deploymentHeaders,
      ...wire.headers(apiKey, input.forwardHeaders),
      ...input.traceHeaders,
      'content-type': 'application/json',
      accept: input.stream ? 'text/event-stream' : 'application/json',
      ...contentLength,
    }).flat();
  let keptKey = '';
  let kept: ListPair = [
    Object.freeze(build({ stream: false, forwardHeaders: {} })),
    Object.freeze(build({ stream: true, forwardHeaders: {} })),
  ];
  return (input, contentLength) => {
    if (contentLength !== undefined || input.traceHeaders !== undefined) return build(input, contentLength);
    const key = forwardKey(input.forwardHeaders);
    if (key !== keptKey) {
      const { forwardHeaders } = input;
      kept = [Object.freeze(build({ stream: false, forwardHeaders })), Object.freeze(build({ stream: true, forwardHeaders }))];
      keptKey = key;
    }
    return kept[input.stream ? 1 : 0];
  };
}
