import { type JsonObject, isJsonObject, parseJsonText } from '@modelgate/ir';
import type { ServerResponse } from 'node:http';
import { UpstreamError } from '../errors/upstream-error.js';
import { createModelRenamer } from './create-model-renamer.js';
import type { IrUsage, TranslateContext, TranslatorPort } from '../translate/translator-port.js';
import { estimateOutputTokens } from '../usage/estimate-output-tokens.js';
import { loadTokenizer, type CountTokens } from '../usage/load-tokenizer.js';
import { readBodyText } from './read-body-text.js';
import type { UpstreamRoute } from './upstream-route.js';

/**
 * A same-format answer as the upstream wrote it (field order, unknown fields, spacing), with its model renamed to the
 * client's model ID the way a passed-through stream is (createModelRenamer): no second serialization. Only when the
 * upstream spelled its model field in a way the pattern does not see (escapes), or sent none, is it rebuilt.
 */
function passThrough(text: string, parsed: JsonObject, clientModel: string): string {
  const upstreamModel = parsed['model'];
  if (upstreamModel === clientModel) return text;
  if (typeof upstreamModel === 'string') {
    const renamed = createModelRenamer(upstreamModel, clientModel)(text);
    if (renamed !== text) return renamed;
  }
  return JSON.stringify({ ...parsed, model: clientModel });
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

function estimatedUsage(answer: JsonObject, inputTokens: number, countTokens: CountTokens): IrUsage & { estimated: true } {
  return { inputTokens, cachedInputTokens: 0, cacheWriteInputTokens: 0, outputTokens: estimateOutputTokens(answer, countTokens), reasoningTokens: 0, estimated: true };
}

/**
 * Reads a non-streamed upstream answer and sends it in the client's format: the same body with the client's model ID
 * when the route passes through, a translation otherwise. Returns the usage it reported.
 */
export async function sendJsonAnswer(options: {
  response: ServerResponse;
  upstream: AsyncIterable<Uint8Array>;
  route: UpstreamRoute;
  deploymentName: string;
  translator: TranslatorPort;
  context: TranslateContext;
  limitBytes: number;
  /** The admission's input estimate, billed with an estimated output when the upstream reports no usage. */
  estimatedInputTokens: number;
  onFirstByte: () => void;
  /** Runs with the answer's usage right after the answer is written (the settlement), and is waited for. */
  afterAnswer?: ((usage: IrUsage | undefined) => Promise<void>) | undefined;
  /** Gets the upstream's answer once it is read as a JSON object (traces read its model and stop reason). */
  onAnswer?: ((answer: JsonObject) => void) | undefined;
}): Promise<IrUsage | undefined> {
  let text: string;
  try {
    text = await readBodyText(options.upstream, options.limitBytes);
  } catch (error) {
    throw new UpstreamError({
      code: 'upstream_error',
      reason: 'broken_stream',
      retryable: true,
      cause: error,
      message: `The upstream ${options.deploymentName} broke off its answer: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
  const parsed = parseJsonText(text);
  if (!isJsonObject(parsed)) {
    throw new UpstreamError({
      code: 'upstream_error',
      message: `The upstream ${options.deploymentName} answered with a body that is not a JSON object.`,
      reason: 'invalid_answer',
      retryable: false,
    });
  }
  options.onAnswer?.(parsed);
  const { route } = options;
  let json: string;
  // The answer is converted once for its usage: the translation already did it on a translated route.
  let reported: IrUsage | undefined;
  if (route.passthrough) {
    json = passThrough(text, parsed, options.context.model);
    reported = options.translator.extractUsage(route.upstreamFormat, parsed);
  } else {
    const translated = options.translator.translateResponseJson({ from: route.upstreamFormat, to: route.clientFormat, body: parsed, context: options.context });
    json = translated.json;
    reported = translated.usage;
  }
  // No usage reported: the output is counted from the answer's text, and the input is the admission estimate.
  const usage = reported ?? estimatedUsage(parsed, options.estimatedInputTokens, await loadTokenizer());
  options.onFirstByte();
  // The status is the default 200, and Node's end() writes Content-Length from the text it sends (it measures it once,
  // as this did): a writeHead with the two headers set each again through setHeader's checks on top of the request ID's.
  options.response.setHeader('content-type', JSON_CONTENT_TYPE);
  options.response.end(json);
  await options.afterAnswer?.(usage);
  return reported;
}
