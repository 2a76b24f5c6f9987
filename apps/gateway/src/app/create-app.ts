import express, { type Express, type RequestHandler } from 'express';
import { createAuthenticateMiddleware } from '../http/create-authenticate-middleware.js';
import { createErrorMiddleware } from '../http/create-error-middleware.js';
import { createReadJsonBody } from '../http/create-read-json-body.js';
import { createRequestContextMiddleware } from '../http/create-request-context-middleware.js';
import { createUnknownPathHandler } from '../http/create-unknown-path-handler.js';
import type { FormatId } from '../formats/format-id.js';
import { createGatewayMetrics } from '../metrics/create-gateway-metrics.js';
import { createAdminRouter } from '../admin/create-admin-router.js';
import { createCountTokensHandler } from '../routes/create-count-tokens-handler.js';
import { createGenerateHandler } from '../routes/create-generate-handler.js';
import { createHealthRoutes } from '../routes/create-health-routes.js';
import { createModelHandler } from '../routes/create-model-handler.js';
import { createModelsHandler } from '../routes/create-models-handler.js';
import { DEFAULT_APP_OPTIONS, type AppDependencies } from './app-dependencies.js';

const GENERATE_ROUTES: readonly [string, FormatId][] = [
  ['/v1/chat/completions', 'openai-chat'],
  ['/v1/responses', 'openai-responses'],
  ['/v1/messages', 'anthropic-messages'],
];

/**
 * The gateway as an Express app, built only from injected parts (core, format packages, translator, deployments,
 * logger, clock, ids) so tests drive it with supertest and no network. Routing is on the path only: query strings
 * such as Claude Code's `?beta=true` are ignored.
 */
export function createApp(dependencies: AppDependencies): Express {
  const options = { ...DEFAULT_APP_OPTIONS, ...dependencies.options };
  const app = express();
  app.disable('x-powered-by');
  // No ETag: answers are never cached, and hashing every JSON body costs CPU on the hot path.
  app.disable('etag');
  app.set('query parser', 'simple');
  app.set('trust proxy', false);

  const metrics = dependencies.metrics ? createGatewayMetrics(dependencies.metrics) : undefined;
  app.use(createRequestContextMiddleware({ logger: dependencies.logger, now: () => dependencies.clock.now(), newId: (prefix) => dependencies.ids.newId(prefix), metrics }));
  const authenticate = createAuthenticateMiddleware({ core: dependencies.core, allowXApiKey: options.allowXApiKey });
  const authenticateAs = (format: FormatId): RequestHandler => createAuthenticateMiddleware({ core: dependencies.core, allowXApiKey: options.allowXApiKey, format });
  const parseJson = createReadJsonBody({
    limitBytes: options.bodyLimitBytes,
    fallback: express.json({ limit: options.bodyLimitBytes, type: () => true, strict: false }),
  });

  app.get('/v1/models', authenticate, createModelsHandler(dependencies.core, (modelId) => dependencies.codexInstructions?.(modelId)));
  // Model IDs may contain slashes (`openai/gpt-4o`).
  app.get('/v1/models/*id', authenticate, createModelHandler(dependencies.core));
  app.post(
    '/v1/messages/count_tokens',
    authenticateAs('anthropic-messages'),
    parseJson,
    createCountTokensHandler(dependencies.core, dependencies.validateCountTokensRequest),
  );
  for (const [path, format] of GENERATE_ROUTES) {
    app.post(path, authenticateAs(format), parseJson, createGenerateHandler(format, dependencies, options));
  }
  // Health and admin paths never overlap the API's, so they come after it: a generation request then skips their layers.
  app.use(createHealthRoutes(dependencies.ready));
  if (dependencies.admin) {
    app.use(
      createAdminRouter({
        ...dependencies.admin,
        metrics: dependencies.metrics,
        bodyLimitBytes: options.bodyLimitBytes,
        modelIds: () => dependencies.modelIds(),
      }),
    );
  }
  app.use(createUnknownPathHandler());
  app.use(createErrorMiddleware({ formats: dependencies.formats, logger: dependencies.logger, bodyLimitBytes: options.bodyLimitBytes }));
  return app;
}
