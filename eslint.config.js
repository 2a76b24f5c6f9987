// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const formatPackages = ['@modelgate/openai-chat', '@modelgate/openai-responses', '@modelgate/anthropic-messages'];
const irPackage = '@modelgate/ir';
const allWorkspace = [
  irPackage,
  ...formatPackages,
  '@modelgate/admin-api',
  '@modelgate/translate',
  '@modelgate/core',
  '@modelgate/gateway',
  '@modelgate/console',
  '@modelgate/conformance',
  '@modelgate/bench',
];

/** The STYLE.md §1 dependency direction: what each folder may import from the workspace. */
function onlyWorkspace(allowed) {
  const forbidden = allWorkspace.filter((name) => !allowed.includes(name));
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: forbidden.map((name) => ({ name, message: 'STYLE.md §1: this package may not import that one.' })),
        patterns: [
          { group: forbidden.map((name) => `${name}/*`), message: 'STYLE.md §1: this package may not import that one.' },
          { group: ['**/apps/**', '../../apps/*'], message: 'Packages never import apps.' },
          { group: ['@modelgate/*/src/*'], message: 'Import a package by its name; its internals are private.' },
        ],
      },
    ],
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/src/generated/**', '**/coverage/**', '**/.turbo/**', '**/zz-*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  { files: ['packages/ir/**'], rules: onlyWorkspace([]) },
  { files: ['packages/openai-chat/**', 'packages/openai-responses/**', 'packages/anthropic-messages/**'], rules: onlyWorkspace([irPackage]) },
  { files: ['packages/translate/**'], rules: onlyWorkspace([irPackage, ...formatPackages]) },
  { files: ['packages/core/**'], rules: onlyWorkspace([]) },
  { files: ['packages/admin-api/**'], rules: onlyWorkspace([]) },
  { files: ['apps/conformance/**'], rules: onlyWorkspace([irPackage, ...formatPackages]) },
  { files: ['apps/console/**'], rules: onlyWorkspace(['@modelgate/admin-api']) },
  {
    files: ['apps/gateway/**'],
    rules: onlyWorkspace([irPackage, ...formatPackages, '@modelgate/admin-api', '@modelgate/console', '@modelgate/translate', '@modelgate/core']),
  },
  // CLIs, benchmarks and tools talk to a terminal.
  { files: ['**/src/cli/**', '**/cli.ts', 'bench/**', 'tools/**', '**/*.bench.ts', '**/scripts/**'], rules: { 'no-console': 'off' } },
);
