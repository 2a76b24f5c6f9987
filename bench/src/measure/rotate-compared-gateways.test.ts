import type { FormatId } from '@modelgate/ir';
import { describe, expect, it } from 'vitest';
import { mapProfileToUpstreamModel } from '../mock/mock-profile.js';
import { createBenchCases, type BenchTarget, type TargetKind } from '../targets/bench-target.js';
import { orderUnloadedRequests } from './order-unloaded-requests.js';
import { comparedGatewayOrder, rotateComparedGateways } from './rotate-compared-gateways.js';

const MOCK_PIDS: Record<FormatId, number> = { 'openai-chat': 10, 'anthropic-messages': 11, 'openai-responses': 12 };

function target(id: string, kind: TargetKind, clientFormat: FormatId, upstreamFormat: FormatId, pid: number): BenchTarget {
  return { id, kind, clientFormat, upstreamFormat, origin: 'http://127.0.0.1:1', headers: {}, pid, upstreamPid: MOCK_PIDS[upstreamFormat], modelFor: mapProfileToUpstreamModel };
}

const BASELINES = [
  target('direct chat', 'direct', 'openai-chat', 'openai-chat', 10),
  target('direct messages', 'direct', 'anthropic-messages', 'anthropic-messages', 11),
  target('floor chat', 'floor', 'openai-chat', 'openai-chat', 20),
  target('floor messages', 'floor', 'anthropic-messages', 'anthropic-messages', 20),
];

/** One gateway's routes to the chat and messages mocks, as createGatewayTargets names them. */
function gatewayTargets(name: string, pid: number): BenchTarget[] {
  const kind = (judged: TargetKind): TargetKind => (name === 'gateway' ? judged : 'gateway-variant');
  return [
    target(`${name} chat→chat`, kind('gateway-passthrough'), 'openai-chat', 'openai-chat', pid),
    target(`${name} messages→chat`, kind('gateway-translate'), 'anthropic-messages', 'openai-chat', pid),
    target(`${name} messages→messages`, kind('gateway-passthrough'), 'anthropic-messages', 'anthropic-messages', pid),
  ];
}

const ids = (cases: readonly { id: string }[]): string[] => cases.map((benchCase) => benchCase.id);

describe('comparedGatewayOrder', () => {
  it('alternates two gateways', () => {
    expect([0, 1, 2, 3].map((turn) => comparedGatewayOrder(2, turn))).toEqual([[0, 1], [1, 0], [0, 1], [1, 0]]);
  });

  it('puts each gateway first once in the first turns, and each after each other equally often over the square', () => {
    for (const count of [3, 4, 5]) {
      const period = count % 2 === 0 ? count : 2 * count;
      const orders = Array.from({ length: period }, (_, turn) => comparedGatewayOrder(count, turn));
      for (const order of orders) expect([...order].sort()).toEqual(Array.from({ length: count }, (_, index) => index));
      expect(orders.slice(0, count).map((order) => order[0]).sort()).toEqual(Array.from({ length: count }, (_, index) => index));
      const follows = new Map<string, number>();
      for (const order of orders) for (let position = 1; position < count; position += 1) follows.set(`${order[position - 1]}→${order[position]}`, (follows.get(`${order[position - 1]}→${order[position]}`) ?? 0) + 1);
      expect(follows.size).toBe(count * (count - 1));
      expect(new Set(follows.values())).toEqual(new Set([period / count]));
      expect(comparedGatewayOrder(count, period)).toEqual(orders[0]);
    }
  });

  it('has nothing to rotate for one gateway or none', () => {
    expect(comparedGatewayOrder(1, 5)).toEqual([0]);
    expect(comparedGatewayOrder(0, 5)).toEqual([]);
  });
});

describe('rotateComparedGateways', () => {
  it('leaves a run with one gateway as it is', () => {
    const cases = createBenchCases([...BASELINES, ...gatewayTargets('gateway', 30)]);
    for (const turn of [0, 1, 2]) expect(rotateComparedGateways(cases, turn)).toEqual(cases);
  });

  it('swaps the main and a compared gateway every turn, within each upstream, after the direct and floor rows', () => {
    const cases = createBenchCases([...BASELINES, ...gatewayTargets('gateway', 30), ...gatewayTargets('gateway[tracing on]', 31)]).filter((benchCase) => !benchCase.stream);
    expect(ids(rotateComparedGateways(cases, 0))).toEqual(ids(cases));
    expect(ids(rotateComparedGateways(cases, 1))).toEqual([
      'direct chat json',
      'floor chat json',
      'gateway[tracing on] chat→chat json',
      'gateway[tracing on] messages→chat json',
      'gateway chat→chat json',
      'gateway messages→chat json',
      'direct messages json',
      'floor messages json',
      'gateway[tracing on] messages→messages json',
      'gateway messages→messages json',
    ]);
    expect(ids(rotateComparedGateways(cases, 2))).toEqual(ids(cases));
  });

  it('rotates two row sets of one process (one token and a team account) like two gateways', () => {
    const cases = createBenchCases([
      ...BASELINES,
      ...gatewayTargets('gateway', 30),
      ...gatewayTargets('gateway[postgres+redis]', 31),
      ...gatewayTargets('gateway[postgres+redis, 1000 tokens]', 31),
    ]).filter((benchCase) => !benchCase.stream && benchCase.target.upstreamFormat === 'openai-chat' && !benchCase.id.includes('messages→'));
    const firstGateway = [0, 1, 2].map((turn) => rotateComparedGateways(cases, turn)[2]?.id);
    expect(firstGateway).toEqual(['gateway chat→chat json', 'gateway[postgres+redis] chat→chat json', 'gateway[postgres+redis, 1000 tokens] chat→chat json']);
  });

  it('keeps every case exactly once at every turn', () => {
    const cases = createBenchCases([...BASELINES, ...gatewayTargets('gateway', 30), ...gatewayTargets('gateway[a]', 31), ...gatewayTargets('gateway[b]', 32)]);
    for (let turn = 0; turn < 6; turn += 1) expect([...ids(rotateComparedGateways(cases, turn))].sort()).toEqual([...ids(cases)].sort());
  });

  it('still never lets a proxy serve two requests in a row once the unloaded order spaces the rotated cases', () => {
    const cases = createBenchCases([...BASELINES, ...gatewayTargets('gateway', 30), ...gatewayTargets('gateway[twin]', 31)]);
    const steps = [0, 1, 2, 3].flatMap((turn) => orderUnloadedRequests(rotateComparedGateways(cases, turn)));
    for (let index = 1; index < steps.length; index += 1) {
      const current = steps[index]?.benchCase.target;
      if (current === undefined || current.kind === 'direct') continue;
      expect(steps[index - 1]?.benchCase.target.pid).not.toBe(current.pid);
    }
  });
});
