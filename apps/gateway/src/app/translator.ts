import {
  createStreamTranslator,
  createStreamUsageMeter,
  droppedFields,
  extractUsage,
  readStreamOutputText,
  summarizeResponse,
  translateErrorBody,
  translateRequest,
  translateResponse,
} from '@modelgate/translate';
import type { TranslatorPort } from '../translate/translator-port.js';

/** @modelgate/translate as the gateway uses it. */
export const TRANSLATOR: TranslatorPort = {
  translateRequest,
  translateResponse,
  createStreamTranslator,
  droppedFields,
  extractUsage,
  summarizeResponse,
  createStreamUsageMeter,
  readStreamOutputText,
  translateErrorBody,
};
