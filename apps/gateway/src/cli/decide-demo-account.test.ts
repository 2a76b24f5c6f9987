import { describe, expect, it } from 'vitest';
import { decideDemoAccount } from './decide-demo-account.js';

const base = { builtIn: true, storeFromEnv: false, demo: false, noDemo: false, interactive: true };

describe('decideDemoAccount', () => {
  it('creates it on the built-in default started from a terminal, shown on stdout', () => {
    expect(decideDemoAccount(base)).toEqual({ create: true, to: 'out' });
  });

  it('never on a config file or a store from MODELGATE_STORE', () => {
    expect(decideDemoAccount({ ...base, builtIn: false })).toEqual({ create: false, why: 'not-default' });
    expect(decideDemoAccount({ ...base, storeFromEnv: true })).toEqual({ create: false, why: 'not-default' });
  });

  it('never with --no-demo, even when --demo is given too', () => {
    expect(decideDemoAccount({ ...base, noDemo: true })).toEqual({ create: false, why: 'no-demo' });
    expect(decideDemoAccount({ ...base, noDemo: true, demo: true })).toEqual({ create: false, why: 'no-demo' });
  });

  it('not when stdout is not a terminal (its token would land in a log)', () => {
    expect(decideDemoAccount({ ...base, interactive: false })).toEqual({ create: false, why: 'not-interactive' });
  });

  it('on any configuration with --demo: on stdout in a terminal, else on stderr', () => {
    expect(decideDemoAccount({ ...base, builtIn: false, demo: true })).toEqual({ create: true, to: 'out' });
    expect(decideDemoAccount({ ...base, builtIn: false, demo: true, interactive: false })).toEqual({ create: true, to: 'err' });
  });
});
