/** Whether `serve` creates the demo account on an empty store, and where its token goes if so. */
export type DemoDecision = { create: true; to: 'out' | 'err' } | { create: false; why: 'not-default' | 'no-demo' | 'not-interactive' };

/**
 * The demo account (100 credits, an unrestricted token that never expires) is for trying a fresh clone: it is made
 * only on the built-in default configuration (no config file, no MODELGATE_STORE) started from a terminal, and its
 * token is printed once on stdout, which is that terminal. A start whose stdout is not a terminal (a container, a
 * service, a pipe) would write it into a log, so it gets none. `--no-demo` turns it off; `--demo` asks for it on any
 * configuration (tests, trials on a config file), printed on stdout in a terminal and on stderr otherwise (stdout then
 * carries the diagnostic records).
 */
export function decideDemoAccount(input: { builtIn: boolean; storeFromEnv: boolean; demo: boolean; noDemo: boolean; interactive: boolean }): DemoDecision {
  if (input.noDemo) return { create: false, why: 'no-demo' };
  if (input.demo) return { create: true, to: input.interactive ? 'out' : 'err' };
  if (!input.builtIn || input.storeFromEnv) return { create: false, why: 'not-default' };
  if (!input.interactive) return { create: false, why: 'not-interactive' };
  return { create: true, to: 'out' };
}
