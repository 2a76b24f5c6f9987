import type { UpstreamWire } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import { createUpstreamHeaders, type UpstreamHeaderInput } from './create-upstream-headers.js';

/** A wire that sends the key as a bearer and forwards what it is given, as the formats' wires do. */
const wire: UpstreamWire = {
  path: () => '/v1/chat/completions',
  modelsPath: () => '/v1/models',
  headers: (apiKey, forwardHeaders) => ({ ...(apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` }), ...forwardHeaders }),
};

/** What the list must be, whatever is kept: the spread of its parts in order, its entries flattened. */
function expected(deploymentHeaders: Record<string, string>, input: UpstreamHeaderInput, contentLength?: Record<string, string>): string[] {
  return Object.entries({
    ...deploymentHeaders,
    ...wire.headers('sk-test', input.forwardHeaders),
    ...input.traceHeaders,
    'content-type': 'application/json',
    accept: input.stream ? 'text/event-stream' : 'application/json',
    ...contentLength,
  }).flat();
}

const traceparent = (n: number): string => `00-${n.toString(16).padStart(32, '0')}-${(n * 7 + 1).toString(16).padStart(16, '0')}-01`;

describe('createUpstreamHeaders', () => {
  const deployments: Record<string, string>[] = [{}, { 'x-team': 'a' }, { traceparent: 'deployment-set', 'x-team': 'b' }, { accept: 'text/plain', tracestate: 'k=v' }];
  const forwards: Record<string, string>[] = [{}, { 'anthropic-version': '2023-06-01' }, { 'anthropic-version': '2023-06-01', 'anthropic-beta': 'x' }];
  const traces: (Record<string, string> | undefined)[] = [undefined, { traceparent: '' }, { traceparent: '', tracestate: 'vendor=1' }, { tracestate: 'only=1' }];

  it('lists what the spread of its parts lists, traced or not, over changing requests', () => {
    for (const deploymentHeaders of deployments) {
      const headers = createUpstreamHeaders(wire, 'sk-test', deploymentHeaders);
      for (let n = 0; n < 200; n++) {
        const forwardHeaders = forwards[Math.floor(n / 50) % forwards.length] as Record<string, string>;
        const trace = traces[(n * 7) % traces.length];
        const traceHeaders = trace === undefined ? undefined : { ...trace, ...('traceparent' in trace ? { traceparent: traceparent(n) } : {}) };
        const input: UpstreamHeaderInput = { stream: n % 3 === 0, forwardHeaders: { ...forwardHeaders }, traceHeaders };
        const contentLength = n % 11 === 0 ? { 'content-length': String(n) } : undefined;
        expect(headers(input, contentLength)).toEqual(expected(deploymentHeaders, input, contentLength));
      }
    }
  });

  it('gives each traced request its own list: an earlier one is not rewritten by the next', () => {
    const headers = createUpstreamHeaders(wire, 'sk-test', {});
    const first = headers({ stream: false, forwardHeaders: {}, traceHeaders: { traceparent: traceparent(1) } }, undefined);
    const firstCopy = [...first];
    headers({ stream: false, forwardHeaders: {}, traceHeaders: { traceparent: traceparent(2) } }, undefined);
    expect(first).toEqual(firstCopy);
  });
});
