import express, { type NextFunction, type Request, type Response } from 'express';
import { createAdminRouter } from '../admin/create-admin-router.js';
import { createDeploymentsRouter } from '../admin/create-deployments-router.js';
import { listDeployments } from '../health/list-deployments.js';
import { registerBreakerStateGauge } from '../metrics/register-breaker-state-gauge.js';
import { createConsoleRouter } from '../admin/create-console-router.js';
import { findConsoleDirectory } from '../admin/find-console-directory.js';
import { FORMAT_IDS, type FormatId } from '@modelgate/ir';
import { FORMAT_MODULES } from '../formats/format-modules.js';
import { createBeginRequest } from '../http/begin-request.js';
import { createCorsHandler } from '../http/create-cors-handler.js';
import { createBodyGuard } from '../http/create-body-guard.js';
import { createDiagnosticRecordWriter } from '../http/create-diagnostic-record-writer.js';
import { createErrorMiddleware } from '../http/create-error-middleware.js';
import { createErrorSender } from '../http/create-error-sender.js';
import { createJsonBodyReader, type BodyParserMiddleware } from '../http/create-json-body-reader.js';
import { createJsonReuse } from '../http/create-json-reuse.js';
import { createRequestAuthenticator } from '../http/create-request-authenticator.js';
import { createUnknownPathHandler } from '../http/create-unknown-path-handler.js';
import { setRequestContext } from '../http/request-context.js';
import { createGatewayMetrics } from '../metrics/create-gateway-metrics.js';
import { createMetricsRouter } from '../metrics/create-metrics-router.js';
import { registerBuildInfo } from '../metrics/register-build-info.js';
import { createCountTokensHandler } from '../routes/create-count-tokens-handler.js';
import { createGenerateHandler } from '../routes/create-generate-handler.js';
import { createHealthRoutes } from '../routes/create-health-routes.js';
import { createModelHandler } from '../routes/create-model-handler.js';
import { createModelsHandler } from '../routes/create-models-handler.js';
import { DEFAULT_APP_OPTIONS, type AppDependencies } from './app-dependencies.js';
import type { ApiRoute } from './api-route.js';
import { createApiListener, type RequestListener } from './create-api-listener.js';

/** Each format's generate route, on the endpoint its format module names. */
const GENERATE_ROUTES: readonly [string, FormatId][] = FORMAT_IDS.map((format) => [FORMAT_MODULES[format].endpoint, format]);

/** The gateway as a Node request listener: `http.createServer(app)`, or `supertest(app)` in tests. */
export type GatewayApp = RequestListener;

/**
 * The gateway, built only from injected parts (core, format packages, translator, deployments, logger, clock, ids) so
 * tests drive it with supertest and no network. The model API runs on Node's request and response (createApiListener);
 * Express serves the rest (health, admin, /metrics, the 404 for unknown paths). Routing is on the path only: query
 * strings such as Claude Code's `?beta=true` are ignored.
 */
export function createApp(dependencies: AppDependencies): GatewayApp {
  const options = { ...DEFAULT_APP_OPTIONS, ...dependencies.options };
  const metrics = dependencies.metrics ? createGatewayMetrics(dependencies.metrics, (modelId) => dependencies.deploymentsFor(modelId).length > 0) : undefined;
  const { health } = dependencies;
  if (dependencies.metrics && dependencies.version !== undefined) registerBuildInfo(dependencies.metrics, dependencies.version);
  const configuredDeployments = () => listDeployments(dependencies.modelIds(), dependencies.deploymentsFor);
  if (dependencies.metrics && health) registerBreakerStateGauge(dependencies.metrics, () => configuredDeployments().map(({ deployment }) => health.status(deployment)));
  const begin = createBeginRequest({ writeRecord: createDiagnosticRecordWriter(dependencies.logger), now: () => dependencies.clock.now(), newId: (prefix) => dependencies.ids.newId(prefix), metrics, requestRecords: dependencies.requestRecords });
  const sendError = createErrorSender({ formats: dependencies.formats, logger: dependencies.logger, bodyLimitBytes: options.bodyLimitBytes });
  // body-parser reads only Node's request fields, so its middleware takes a plain IncomingMessage.
  const bodyParser = express.json({ limit: options.bodyLimitBytes, type: () => true, strict: false }) as unknown as BodyParserMiddleware;

  const routes: ApiRoute[] = [
    { method: 'GET', path: '/v1/models', label: 'GET /v1/models', readsBody: false, handle: createModelsHandler(dependencies.core, (modelId) => dependencies.codexInstructions?.(modelId)) },
    { method: 'GET', path: '/v1/models/', prefix: true, label: 'GET /v1/models/*id', readsBody: false, handle: createModelHandler(dependencies.core) },
    {
      method: 'POST',
      path: '/v1/messages/count_tokens',
      label: 'POST /v1/messages/count_tokens',
      format: 'anthropic-messages',
      readsBody: true,
      handle: createCountTokensHandler(dependencies.core, dependencies.validateCountTokensRequest),
    },
    ...GENERATE_ROUTES.map(([path, format]): ApiRoute => ({
      method: 'POST',
      path,
      label: `POST ${path}`,
      format,
      readsBody: true,
      handle: createGenerateHandler(format, dependencies, options, metrics),
    })),
  ];

  const rest = express();
  rest.disable('x-powered-by');
  rest.disable('etag');
  rest.set('query parser', 'simple');
  rest.set('trust proxy', false);
  rest.use((request: Request, response: Response, next: NextFunction) => {
    // Express knows the matched route only after its handler ran: read it when the response closes, before the
    // diagnostic record's own close listener (registered by begin) writes it.
    response.on('close', () => {
      // A mounted router's route paths lack its prefix (`/admin`), which Express no longer knows after an error.
      if (request.route !== undefined) context.route = `${request.method} ${context.routePrefix ?? ''}${String((request.route as { path: unknown }).path)}`;
    });
    const context = begin(request, response, request.path);
    setRequestContext(response, context);
    next();
  });
  rest.use(createHealthRoutes(dependencies.ready));
  const scrapeTokens = [dependencies.scrapeToken, dependencies.admin?.token].filter((token) => token !== undefined);
  if (dependencies.metrics && scrapeTokens.length > 0) rest.use(createMetricsRouter(dependencies.scrapeMetrics ?? dependencies.metrics, scrapeTokens));
  if (dependencies.admin && health) rest.use(createDeploymentsRouter({ token: dependencies.admin.token, core: dependencies.admin.core, health, deployments: configuredDeployments, now: () => dependencies.clock.now() }));
  if (dependencies.admin) {
    rest.use(createConsoleRouter(dependencies.consoleDirectory === undefined ? findConsoleDirectory() : (dependencies.consoleDirectory ?? undefined)));
    rest.use(createAdminRouter({ ...dependencies.admin, bodyLimitBytes: options.bodyLimitBytes, modelIds: () => dependencies.modelIds(), models: () => dependencies.modelIds().map((id) => ({ id, deployments: dependencies.deploymentsFor(id) })), now: () => dependencies.clock.now() }));
  }
  rest.use(createUnknownPathHandler());
  rest.use(createErrorMiddleware(sendError));

  const listener = createApiListener({
    routes,
    begin,
    authenticate: createRequestAuthenticator({ core: dependencies.core, allowXApiKey: options.allowXApiKey }),
    readBody: createBodyGuard(createJsonBodyReader({ limitBytes: options.bodyLimitBytes, fallback: bodyParser, reuse: dependencies.jsonReuse ?? createJsonReuse() }), {
      timeoutMs: options.bodyTimeoutMs,
      maxPendingPerToken: options.maxPendingBodiesPerToken,
    }),
    sendError,
    fallback: rest,
  });
  if (options.cors === undefined) return listener;
  const cors = createCorsHandler(options.cors);
  return (request, response) => {
    if (!cors(request, response)) listener(request, response);
  };
}
