import { describe, expect, it } from 'vitest';
import { CancelSwitch } from './cancel-signal.js';

describe('CancelSwitch', () => {
  it('fires each listener once, with the reason set, and never again', () => {
    const cancel = new CancelSwitch();
    const heard: string[] = [];
    const removed = (): void => void heard.push('removed');
    cancel.signal.addEventListener('abort', () => heard.push(`first: ${String(cancel.signal.reason)}`));
    cancel.signal.addEventListener('abort', removed);
    cancel.signal.removeEventListener('abort', removed);
    expect(cancel.signal.aborted).toBe(false);
    cancel.cancel('client gone');
    cancel.cancel('again');
    cancel.signal.addEventListener('abort', () => heard.push('late'));
    expect(cancel.signal.aborted).toBe(true);
    expect(heard).toEqual(['first: client gone']);
  });
});
