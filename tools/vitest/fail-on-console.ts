import { afterEach, beforeEach, vi } from 'vitest';

// A test that writes to the console fails: production code never logs through console.*,
// and tests assert on what they expect instead of printing it.
const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
let calls: string[] = [];

beforeEach(() => {
  calls = [];
  for (const method of methods) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      calls.push(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (calls.length > 0) {
    const written = calls.join('\n');
    calls = [];
    throw new Error(`Test wrote to the console:\n${written}`);
  }
});
