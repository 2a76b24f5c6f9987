export type { FormatId } from './format-id.js';
export type { TranslationWarning } from './translation-warning.js';
export { TranslationError } from './translation-error.js';
export type { TranslationErrorCode } from './translation-error.js';
export type { ErrorInput } from './error-input.js';
export type { IrUsage } from './ir/ir-usage.js';
export type { RequestTranslationOptions } from './ir/translation-options.js';
export { translateRequest } from './translate-request.js';
export type { TranslateRequestInput } from './translate-request.js';
