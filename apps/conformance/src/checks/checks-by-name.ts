import type { CheckName } from '../types.js';
import { checkBlockTypes } from './check-block-types.js';
import { checkUpstreamUsage } from './check-upstream-usage.js';
import { checkContentType } from './check-content-type.js';
import { checkContent } from './check-content.js';
import type { CheckFunction } from './check-context.js';
import { checkErrorEnvelope } from './check-error-envelope.js';
import { checkModelListed } from './check-model-listed.js';
import { checkNoTokenEcho } from './check-no-token-echo.js';
import { checkRequestId } from './check-request-id.js';
import { checkRetryHints } from './check-retry-hints.js';
import { checkSchema } from './check-schema.js';
import { checkStatus } from './check-status.js';
import { checkExpectedContent } from './check-expected-content.js';
import { checkStreamErrorSignal } from './check-stream-error-signal.js';
import { checkStreamEventLines } from './check-stream-event-lines.js';
import { checkStreamOrder } from './check-stream-order.js';
import { checkStreamUsage } from './check-stream-usage.js';
import { checkUpstreamRequest } from './check-upstream-request.js';
import { checkStreamTerminal } from './check-stream-terminal.js';

export const CHECKS_BY_NAME: Readonly<Record<CheckName, CheckFunction>> = {
  status: checkStatus,
  'content-type': checkContentType,
  schema: checkSchema,
  content: checkContent,
  'model-listed': checkModelListed,
  'error-envelope': checkErrorEnvelope,
  'request-id': checkRequestId,
  'stream-event-lines': checkStreamEventLines,
  'stream-order': checkStreamOrder,
  'stream-terminal': checkStreamTerminal,
  'no-token-echo': checkNoTokenEcho,
  'expected-content': checkExpectedContent,
  'stream-usage': checkStreamUsage,
  'upstream-request': checkUpstreamRequest,
  'stream-error-signal': checkStreamErrorSignal,
  'retry-hints': checkRetryHints,
  'upstream-usage': checkUpstreamUsage,
  'block-types': checkBlockTypes,
};
