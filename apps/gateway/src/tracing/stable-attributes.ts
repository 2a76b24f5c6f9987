import { createRequire } from 'node:module';
import type * as SemanticConventions from '@opentelemetry/semantic-conventions';

/**
 * The stable semantic-convention attribute names the gateway sets, read from the copy of
 * `@opentelemetry/semantic-conventions` that the SDK's packages load: they `require` its CommonJS build, and an ESM
 * `import` here would load its ESM build besides, a second copy of every convention (~380 KB of modules) held for six
 * strings (stable-attributes.test.ts).
 */
const conventions = createRequire(import.meta.url)('@opentelemetry/semantic-conventions') as typeof SemanticConventions;

export const { ATTR_ERROR_TYPE, ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_HTTP_ROUTE, ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } = conventions;
