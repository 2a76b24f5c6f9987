// @ts-check
// The repository's rules, plus what keeps the core free of wire formats and HTTP: it imports nothing of ours and
// no HTTP server, client or framework (STYLE.md §1). Patterns here are relative to this folder.
import root from '../../eslint.config.js';

const message = 'STYLE.md §1: the auth/quota core knows no wire format and no HTTP framework.';
const workspace = ['ir', 'openai-chat', 'openai-responses', 'anthropic-messages', 'translate', 'gateway', 'conformance', 'bench']
  .map((name) => `@modelgate/${name}`);
const forbidden = [...workspace, 'express', 'hono', 'fastify', 'koa', 'undici', 'node:http', 'node:https', 'node:http2', 'http', 'https', 'http2'];

export default [
  ...root,
  {
    files: ['**/*.ts', '**/*.js'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: forbidden.map((name) => ({ name, message })),
          patterns: [
            { group: [...workspace.map((name) => `${name}/*`), 'express/*', 'hono/*', '@hono/*', 'fastify/*', 'koa/*'], message },
            { group: ['**/apps/**'], message: 'Packages never import apps.' },
          ],
        },
      ],
    },
  },
];
