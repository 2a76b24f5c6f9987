import type { FormatId } from '@modelgate/ir';
import { createDemoProvider } from '../providers/demo/create-demo-provider.js';
import type { Provider } from '../providers/provider.js';

/** An in-process upstream that speaks only `format`, answering like the demo model: forces the gateway to translate. */
export function startScriptedUpstreamProvider(format: FormatId): Provider {
  let counter = 0;
  const demo = createDemoProvider({ name: `only-${format}`, now: () => 1_763_700_000_000, newId: (prefix) => `${prefix}x${++counter}` });
  return { ...demo, kind: format, formats: [format] };
}
