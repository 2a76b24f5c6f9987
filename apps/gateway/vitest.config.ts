import { createVitestConfig } from '@modelgate/vitest-config';

// Vitest hands the resolve conditions to its workers as `node --conditions`, which also steer require(). With
// 'import' among them, express's router requires the ESM build of is-promise (a namespace, not a function) and
// every rejected async handler becomes a 500. The gateway's tests run with the same list minus 'import'.
const conditions = ['@modelgate/source', 'node', 'default'];
const config = createVitestConfig();
config.resolve = { ...config.resolve, conditions };
config.ssr = { ...config.ssr, resolve: { ...config.ssr?.resolve, conditions } };

export default config;
