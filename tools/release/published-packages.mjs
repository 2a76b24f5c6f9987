// @ts-check
/** The workspace folders whose packages `pnpm release` publishes, in dependency order. */
export const PUBLISHED_PACKAGE_DIRS = [
  'packages/openai-chat',
  'packages/openai-responses',
  'packages/anthropic-messages',
  'packages/translate',
  'packages/core',
  'apps/conformance',
  'apps/gateway',
];
