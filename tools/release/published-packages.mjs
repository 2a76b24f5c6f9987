// @ts-check
/** The workspace folders whose packages `pnpm release` publishes, in dependency order. */
export const PUBLISHED_PACKAGE_DIRS = [
  'packages/ir',
  'packages/openai-chat',
  'packages/openai-responses',
  'packages/anthropic-messages',
  'packages/translate',
  'packages/core',
  'packages/admin-api',
  'apps/conformance',
  'apps/console',
  'apps/gateway',
];
