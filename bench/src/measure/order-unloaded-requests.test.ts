import type { FormatId } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import { mapProfileToUpstreamModel } from '../mock/mock-profile.js';
import { createBenchCases, type BenchTarget, type TargetKind } from '../targets/bench-target.js';
import { orderUnloadedRequests } from './order-unloaded-requests.js';

const MOCK_PIDS: Record<FormatId, number> = { 'openai-chat': 10, 'anthropic-messages': 11, 'openai-responses': 12 };
const FLOOR_PID = 20;
const GATEWAY_PID = 30;

function target(id: string, kind: TargetKind, clientFormat: FormatId, upstreamFormat: FormatId): BenchTarget {
  const pid = kind === 'direct' ? MOCK_PIDS[upstreamFormat] : kind === 'floor' ? FLOOR_PID : GATEWAY_PID;
  return { id, kind, clientFormat, upstreamFormat, origin: 'http://127.0.0.1:1', headers: {}, pid, upstreamPid: MOCK_PIDS[upstreamFormat], modelFor: mapProfileToUpstreamModel };
}

/** The bench's targets to the chat and messages mocks: two gateway routes to chat, one to messages. */
const TARGETS = [
  target('direct chat', 'direct', 'openai-chat', 'openai-chat'),
  target('direct messages', 'direct', 'anthropic-messages', 'anthropic-messages'),
  target('floor chat', 'floor', 'openai-chat', 'openai-chat'),
  target('floor messages', 'floor', 'anthropic-messages', 'anthropic-messages'),
  target('gateway chat→chat', 'gateway-passthrough', 'openai-chat', 'openai-chat'),
  target('gateway messages→chat', 'gateway-translate', 'anthropic-messages', 'openai-chat'),
  target('gateway messages→messages', 'gateway-passthrough', 'anthropic-messages', 'anthropic-messages'),
];

describe('orderUnloadedRequests', () => {
  const cases = createBenchCases(TARGETS).filter((benchCase) => benchCase.stream);
  const steps = orderUnloadedRequests(cases);

  it('measures every case once, in the cases order', () => {
    expect(steps.filter((step) => step.measured).map((step) => step.benchCase.id)).toEqual(cases.map((benchCase) => benchCase.id));
  });

  it('puts an unmeasured request to the upstream mock between two measured requests to the same gateway', () => {
    expect(steps.map((step) => (step.measured ? step.benchCase.id : `(${step.benchCase.id})`))).toEqual([
      'direct chat stream',
      'floor chat stream',
      'gateway chat→chat stream',
      '(direct chat stream)',
      'gateway messages→chat stream',
      'direct messages stream',
      'floor messages stream',
      'gateway messages→messages stream',
    ]);
  });

  it('never lets a proxy serve two requests in a row, across iterations too', () => {
    const twoIterations = [...steps, ...steps];
    for (let index = 1; index < twoIterations.length; index += 1) {
      const current = twoIterations[index]?.benchCase.target;
      if (current === undefined || current.kind === 'direct') continue;
      expect(twoIterations[index - 1]?.benchCase.target.pid).not.toBe(current.pid);
    }
  });

  it('spaces a lone proxy case with another process when there is no direct case', () => {
    const gatewayOnly = createBenchCases(TARGETS.filter((candidate) => candidate.kind !== 'direct')).filter((benchCase) => benchCase.stream);
    const ordered = orderUnloadedRequests(gatewayOnly).map((step) => (step.measured ? step.benchCase.id : `(${step.benchCase.id})`));
    expect(ordered).toEqual([
      'floor chat stream',
      'gateway chat→chat stream',
      '(floor chat stream)',
      'gateway messages→chat stream',
      'floor messages stream',
      'gateway messages→messages stream',
    ]);
  });

  it('runs the cases left out unmeasured in their place, so a gateway keeps the pace of the full run', () => {
    const onlyPassthrough = (benchCase: (typeof cases)[number]): boolean => benchCase.target.kind !== 'gateway-translate';
    const ordered = orderUnloadedRequests(cases, onlyPassthrough);
    expect(ordered.map((step) => step.benchCase.id)).toEqual(steps.map((step) => step.benchCase.id));
    expect(ordered.filter((step) => !step.measured).map((step) => step.benchCase.id)).toEqual(['direct chat stream', 'gateway messages→chat stream']);
    expect(ordered.filter((step) => step.measured).map((step) => step.benchCase.id)).toEqual(cases.filter(onlyPassthrough).map((benchCase) => benchCase.id));
  });

  it('sends nothing when no case is measured: a phase --only leaves no row in keeps no pace', () => {
    expect(orderUnloadedRequests(cases, () => false)).toEqual([]);
  });
});
