import type { UpstreamWire } from '@modelgate/ir';
import { fillTracedHeaderList, fitsTracedHeaderList, keepTracedHeaderList, type TracedHeaderList } from './traced-header-list.js';

/** What of an upstream request its headers depend on besides the deployment (a ProviderRequest is one). */
export type UpstreamHeaderInput = {
  readonly stream: boolean;
  readonly forwardHeaders: Readonly<Record<string, string>>;
  readonly traceHeaders?: Record<string, string> | undefined;
};

/** One name, value list for a JSON request and one for a stream. */
type ListPair = readonly [readonly string[], readonly string[]];

/** Whether two header records have the same names with the same values (compared in place: no text built). */
function sameHeaders(one: Readonly<Record<string, string>>, other: Readonly<Record<string, string>>): boolean {
  let count = 0;
  for (const name in one) {
    if (!Object.hasOwn(one, name)) continue;
    if (!Object.hasOwn(other, name) || other[name] !== one[name]) return false;
    count += 1;
  }
  for (const name in other) if (Object.hasOwn(other, name)) count -= 1;
  return count === 0;
}

/**
 * A deployment's upstream request headers, as undici's flat name, value list: the deployment's own headers, the wire's
 * (the key, the client headers the format forwards), trace headers, the content type and accept, the content length
 * (`{ 'content-length': … }`) of a body sent in several parts.
 * The usual request (no trace headers, its body in one part) gets a list made before, for the forwarded headers it was
 * last made for (JSON and stream): clients of a format send the same `anthropic-version` every time, and a list saves
 * the object spread from four parts and, in undici, the object's iterator check and key list, every request. Other
 * forwarded headers replace the kept list, so what is kept stays one pair whatever the clients send. undici only reads
 * the lists. A traced request (trace headers, its body in one part) gets a kept list with its trace headers' values
 * written in (traced-header-list.ts), kept the same way.
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
  let keptForward: Readonly<Record<string, string>> = {};
  let kept: ListPair = [
    Object.freeze(build({ stream: false, forwardHeaders: {} })),
    Object.freeze(build({ stream: true, forwardHeaders: {} })),
  ];
  let keptTraced: [TracedHeaderList | undefined, TracedHeaderList | undefined] = [undefined, undefined];
  return (input, contentLength) => {
    if (contentLength !== undefined) return build(input, contentLength);
    if (!sameHeaders(input.forwardHeaders, keptForward)) {
      const forwardHeaders = Object.freeze({ ...input.forwardHeaders });
      kept = [Object.freeze(build({ stream: false, forwardHeaders })), Object.freeze(build({ stream: true, forwardHeaders }))];
      keptTraced = [undefined, undefined];
      keptForward = forwardHeaders;
    }
    const which = input.stream ? 1 : 0;
    const traceHeaders = input.traceHeaders;
    if (traceHeaders === undefined) return kept[which];
    let traced = keptTraced[which];
    if (traced === undefined || !fitsTracedHeaderList(traced, traceHeaders)) {
      const { stream, forwardHeaders } = input;
      traced = keepTracedHeaderList((placeholders) => build({ stream, forwardHeaders, traceHeaders: placeholders }), traceHeaders);
      if (traced === undefined) return build(input);
      keptTraced[which] = traced;
    }
    return fillTracedHeaderList(traced, traceHeaders);
  };
}
