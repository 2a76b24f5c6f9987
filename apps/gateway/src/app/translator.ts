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
  translateResponse,
} from '@modelgate/translate';
import type { TranslatorPort } from '../translate/translator-port.js';

/** @modelgate/translate as the gateway uses it. */
export const TRANSLATOR: TranslatorPort = {
  translateRequest,
  readClientAnswer,
  translateResponse,
  createStreamTranslator,
  droppedFields,
  extractUsage,
  summarizeResponse,
  createStreamUsageMeter,
  readStreamOutputText,
  translateErrorBody,
};
