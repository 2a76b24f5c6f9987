import type { FormatId } from '@modelgate/ir';
import type { Provider, ProviderRequest, ProviderResponse } from '../providers/provider.js';

export type ScriptedAnswer = { status: number; headers?: Record<string, string>; body: string | string[] } | { throws: Error };

/** A provider that answers from a script, one answer per call (the last one repeats), and records what it got. */
export function createScriptedProvider(name: string, formats: readonly FormatId[], script: readonly ScriptedAnswer[]): Provider & { requests: ProviderRequest[] } {
  const requests: ProviderRequest[] = [];
  return {
    name,
    kind: 'scripted',
    formats,
    requests,
    send(request): Promise<ProviderResponse> {
      requests.push(request);
      const answer = script[Math.min(requests.length - 1, script.length - 1)];
      if (answer === undefined) return Promise.reject(new Error('empty script'));
      if ('throws' in answer) return Promise.reject(answer.throws);
      const parts = typeof answer.body === 'string' ? [answer.body] : answer.body;
      async function* body(): AsyncIterable<Uint8Array> {
        for (const part of parts) yield Buffer.from(part);
      }
      return Promise.resolve({ status: answer.status, headers: answer.headers ?? {}, body: body() });
    },
  };
}
