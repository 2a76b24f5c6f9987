import type { ConformanceCase } from '../types.js';
import { doubledOperationCases } from './addresses/doubled-operation.js';
import { doubledV1Cases } from './addresses/doubled-v1.js';
import { missingV1Cases } from './addresses/missing-v1.js';
import { queryIgnoredCases } from './addresses/query-ignored.js';
import { bareTokenCases } from './authentication/bare-token.js';
import { missingHeaderCases } from './authentication/missing-header.js';
import { tokenInBodyCases } from './authentication/token-in-body.js';
import { tokenInUrlCases } from './authentication/token-in-url.js';
import { wrongSchemeCases } from './authentication/wrong-scheme.js';
import { wrongTokenCases } from './authentication/wrong-token.js';
import { clientShapedRequestCases } from './endpoints/client-shaped-requests.js';
import { minimalRequestCases } from './endpoints/minimal-requests.js';
import { richRequestCases } from './endpoints/rich-requests.js';
import { streamUsageCases } from './endpoints/stream-usage.js';
import { invalidJsonCases } from './errors/invalid-json.js';
import { missingMessagesCases } from './errors/missing-messages.js';
import { missingModelCases } from './errors/missing-model.js';
import { unknownModelCases } from './errors/unknown-model.js';
import { wrongFormatBodyCases } from './errors/wrong-format-body.js';
import { secondTokenRejectedCases } from './limits/second-token-rejected.js';
import { caseChangedIdCases } from './models/case-changed-id.js';
import { listModelsCases } from './models/list-models.js';
import { suffixedIdCases } from './models/suffixed-id.js';

/** Every case, in report order (by SPEC section). */
export const ALL_CASES: readonly ConformanceCase[] = [
  ...doubledV1Cases,
  ...missingV1Cases,
  ...doubledOperationCases,
  ...queryIgnoredCases,
  ...listModelsCases,
  ...caseChangedIdCases,
  ...suffixedIdCases,
  ...minimalRequestCases,
  ...richRequestCases,
  ...streamUsageCases,
  ...clientShapedRequestCases,
  ...missingHeaderCases,
  ...bareTokenCases,
  ...wrongSchemeCases,
  ...wrongTokenCases,
  ...tokenInUrlCases,
  ...tokenInBodyCases,
  ...invalidJsonCases,
  ...missingModelCases,
  ...missingMessagesCases,
  ...wrongFormatBodyCases,
  ...unknownModelCases,
  ...secondTokenRejectedCases,
];
