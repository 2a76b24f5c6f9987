import type { ServerResponse } from 'node:http';
import { UpstreamError } from '../errors/upstream-error.js';
import type { FormatId } from '../formats/format-id.js';
import { isJsonObject } from '../formats/is-json-object.js';
import type { IrUsage, TranslateContext, TranslatorPort } from '../translate/translator-port.js';
import { parseJsonText } from './parse-json-text.js';
import { readBodyText } from './read-body-text.js';

/**
 * Reads a non-streamed upstream answer and sends it in the client's format: the same body with the client's model ID
 * when the formats match, a translation otherwise. Returns the usage it reported.
 */
export async function sendJsonAnswer(options: {
  response: ServerResponse;
  upstream: AsyncIterable<Uint8Array>;
  upstreamFormat: FormatId;
  clientFormat: FormatId;
  deploymentName: string;
  translator: TranslatorPort;
  context: TranslateContext;
  limitBytes: number;
  onFirstByte: () => void;
}): Promise<IrUsage | undefined> {
  let text: string;
  try {
    text = await readBodyText(options.upstream, options.limitBytes);
  } catch (error) {
    throw new UpstreamError({
      code: 'upstream_error',
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
      retryable: false,
    });
  }
  const usage = options.translator.extractUsage(options.upstreamFormat, parsed);
  const body =
    options.upstreamFormat === options.clientFormat
      ? { ...parsed, model: options.context.model }
      : options.translator.translateResponse({ from: options.upstreamFormat, to: options.clientFormat, body: parsed, context: options.context }).body;
  options.onFirstByte();
  // Straight to Node's response: Express's json()/send() add work (type lookups, freshness checks) this path never needs.
  const json = JSON.stringify(body);
  options.response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  options.response.end(json);
  return usage;
}
