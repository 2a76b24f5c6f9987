import { describe, expect, it } from 'vitest';
import type { Deployment } from '../providers/deployment.js';
import type { Provider } from '../providers/provider.js';
import { orderDeployments } from './order-deployments.js';

const provider: Provider = { name: 'p', kind: 'demo', formats: ['openai-chat'], send: () => Promise.reject(new Error('unused')) };
const deployment = (name: string, priority: number, weight: number): Deployment => ({ name, provider, upstreamModel: name, priority, weight });

describe('orderDeployments', () => {
  it('tries lower priorities first', () => {
    const names = orderDeployments([deployment('b', 1, 1), deployment('a', 0, 1)], () => 0).map((d) => d.name);
    expect(names).toEqual(['a', 'b']);
  });

  it.each([
    [0.1, ['x', 'y']],
    [0.5, ['y', 'x']],
    [0.99, ['y', 'x']],
  ])('splits equal priorities by weight (random %s)', (value, expected) => {
    const names = orderDeployments([deployment('x', 0, 1), deployment('y', 0, 3)], () => value).map((d) => d.name);
    expect(names).toEqual(expected);
  });

  it('returns a lone deployment, at any weight or priority, in an array of its own without drawing', () => {
    const lone = [deployment('only', 3, 0)];
    const ordered = orderDeployments(lone, () => {
      throw new Error('no draw for one deployment');
    });
    expect(ordered).toEqual(lone);
    expect(ordered).not.toBe(lone);
  });

  it('returns an empty plan for no deployments', () => {
    expect(orderDeployments([], () => 0)).toEqual([]);
  });
});
