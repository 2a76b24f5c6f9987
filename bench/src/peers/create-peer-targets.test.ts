import type { FormatId } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import { createPeerTargets, type PeerMocks } from './create-peer-targets.js';

const MOCKS: PeerMocks = {
  'openai-chat': { origin: 'http://127.0.0.1:9001', pid: 11 },
  'anthropic-messages': { origin: 'http://127.0.0.1:9002', pid: 12 },
  'openai-responses': { origin: 'http://127.0.0.1:9003', pid: 13 },
} satisfies Record<FormatId, { origin: string; pid: number }>;

describe('createPeerTargets', () => {
  const targets = createPeerTargets(
    { portkey: { origin: 'http://127.0.0.1:7001', pid: 21 }, claudeCodeRouter: { origin: 'http://127.0.0.1:7002', pid: 22, apiKey: 'peer-key' } },
    MOCKS,
  );
  const byId = (id: string) => targets.find((target) => target.id === id);

  it("names the rows like a compared gateway's, one per route each peer serves", () => {
    expect(targets.map((target) => [target.id, target.kind, target.clientFormat, target.upstreamFormat])).toEqual([
      ['gateway[portkey 1.15.2] chat→chat', 'gateway-variant', 'openai-chat', 'openai-chat'],
      ['gateway[portkey 1.15.2] messages→messages', 'gateway-variant', 'anthropic-messages', 'anthropic-messages'],
      ['gateway[claude-code-router 2.0.0] messages→chat', 'gateway-variant', 'anthropic-messages', 'openai-chat'],
    ]);
  });

  it('sends Portkey the provider and the mock as its custom host, and measures its process', () => {
    expect(byId('gateway[portkey 1.15.2] chat→chat')).toMatchObject({
      origin: 'http://127.0.0.1:7001',
      pid: 21,
      upstreamPid: 11,
      headers: { 'x-portkey-provider': 'openai', 'x-portkey-custom-host': 'http://127.0.0.1:9001/v1' },
    });
    expect(byId('gateway[portkey 1.15.2] messages→messages')).toMatchObject({
      upstreamPid: 12,
      headers: { 'x-portkey-provider': 'anthropic', 'x-portkey-custom-host': 'http://127.0.0.1:9002/v1' },
    });
    expect(byId('gateway[portkey 1.15.2] chat→chat')?.modelFor('paced')).toBe('bench-paced');
  });

  it("sends claude-code-router its key and names the mock's model with its provider, so each profile reaches the mock", () => {
    const router = byId('gateway[claude-code-router 2.0.0] messages→chat');
    expect(router).toMatchObject({ origin: 'http://127.0.0.1:7002', pid: 22, upstreamPid: 11, headers: { 'x-api-key': 'peer-key' } });
    expect(router?.modelFor('slow')).toBe('mock,bench-slow');
  });

  it('leaves out the rows of a peer that did not start', () => {
    expect(createPeerTargets({ claudeCodeRouter: { origin: 'http://127.0.0.1:7002', pid: 22, apiKey: 'k' } }, MOCKS).map((target) => target.id)).toEqual([
      'gateway[claude-code-router 2.0.0] messages→chat',
    ]);
  });
});
