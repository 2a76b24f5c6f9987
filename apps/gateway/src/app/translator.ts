import {
  createStreamTranslator,
  createStreamUsageMeter,
  droppedFields,
  extractUsage,
  readClientAnswer,
  readStreamOutputText,
  summarizeResponse,
  translateErrorBody,
  translateRequest,
  translateResponseJson,
} from '@modelgate/translate';
import type { TranslatorPort } from '../translate/translator-port.js';

/** @modelgate/translate as the gateway uses it. */
export const TRANSLATOR: TranslatorPort = {
  translateRequest,
  readClientAnswer,
  translateResponseJson,
  createStreamTranslator,
  droppedFields,
  extractUsage,
  summarizeResponse,
  createStreamUsageMeter,
  readStreamOutputText,
  translateErrorBody,
};
