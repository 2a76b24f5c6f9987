import type { AuthStyle, ConformanceCase, FormatName } from '../types.js';

/** What the run knows the target serves, so far. */
export type KnownCapabilities = {
  auth: AuthStyle;
  /** False when the target does not serve GET /v1/models (declared or detected). */
  models: boolean;
  /** The POST formats the target was declared to serve, or undefined when they are detected. */
  declaredFormats?: readonly FormatName[];
};

/**
 * Why a case does not apply to the target, or undefined when it does: it needs the model list, authentication, or a
 * Bearer header the target does not have. (Formats and positive twins are decided while the run goes.)
 */
export function findInapplicability(testCase: ConformanceCase, capabilities: KnownCapabilities): string | undefined {
  if (testCase.format === 'models' && !capabilities.models) return 'not applicable: the target does not serve GET /v1/models';
  const authCase = testCase.section === 'authentication' || testCase.request.auth === 'second-token';
  if (authCase && capabilities.auth === 'none') return 'not applicable: the target declares no authentication (no --token)';
  if (testCase.bearerOnly === true && capabilities.auth !== 'bearer') {
    return `not applicable: the target authenticates with ${capabilities.auth}, not a Bearer header`;
  }
  const declared = capabilities.declaredFormats;
  if (testCase.format !== 'models' && declared !== undefined && !declared.includes(testCase.format)) {
    return `not applicable: --formats does not declare ${testCase.format}`;
  }
  return undefined;
}
