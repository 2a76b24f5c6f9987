import { GatewayError } from '../errors/gateway-error.js';
import type { CancelSignal } from '../providers/cancel-signal.js';
import { UpstreamError } from '../errors/upstream-error.js';
import type { FormatId } from '../formats/format-id.js';
import type { JsonObject } from '../formats/format-profile.js';
import type { Deployment } from '../providers/deployment.js';
import type { ProviderResponse } from '../providers/provider.js';
import type { TranslatorPort } from '../translate/translator-port.js';
import { buildUpstreamBody } from './build-upstream-body.js';
import { createUpstreamStatusError } from './create-upstream-status-error.js';
import { parseJsonText } from '../formats/parse-json-text.js';
import { readBodyText } from './read-body-text.js';

export type UpstreamCall = { deployment: Deployment; upstreamFormat: FormatId; response: ProviderResponse; attempts: number; warnings: string[] };

const ERROR_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Sends the request to the first deployment that answers with a success status. A connection error, timeout, 429 or
 * 5xx moves on to the next deployment (at most `maxAttempts` in all); other errors end the request at once.
 */
export async function callUpstream(options: {
  deployments: readonly Deployment[];
  maxAttempts: number;
  clientFormat: FormatId;
  body: JsonObject;
  /** The client's JSON text of `body`, when known (see buildUpstreamBody). */
  bodyText: string | undefined;
  stream: boolean;
  defaultMaxOutputTokens: number;
  forwardHeaders: Record<string, string>;
  signal: CancelSignal;
  translator: TranslatorPort;
}): Promise<UpstreamCall> {
  let lastError: GatewayError | undefined;
  const candidates = options.deployments.slice(0, Math.max(1, options.maxAttempts));
  for (const [index, deployment] of candidates.entries()) {
    const { provider } = deployment;
    const upstreamFormat = provider.formats.includes(options.clientFormat) ? options.clientFormat : provider.formats[0];
    if (upstreamFormat === undefined) throw new Error(`Provider ${provider.name} speaks no format.`);
    const { body, bodyText, warnings } = buildUpstreamBody({ ...options, upstreamFormat, upstreamModel: deployment.upstreamModel });
    let response: ProviderResponse;
    try {
      response = await provider.send({
        format: upstreamFormat,
        body,
        ...(bodyText === undefined ? {} : { bodyText }),
        stream: options.stream,
        forwardHeaders: options.forwardHeaders,
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal.aborted) throw error;
      if (error instanceof UpstreamError && error.retryable) {
        lastError = error;
        continue;
      }
      throw error;
    }
    if (response.status < 400) return { deployment, upstreamFormat, response, attempts: index + 1, warnings };
    const text = await readBodyText(response.body, ERROR_BODY_LIMIT_BYTES);
    const upstreamBody = parseJsonText(text) ?? text;
    const error = createUpstreamStatusError({
      deploymentName: deployment.name,
      status: response.status,
      retryAfterHeader: response.headers['retry-after'],
      upstreamBody,
      errorInput: options.translator.translateErrorBody({ from: upstreamFormat, status: response.status, body: upstreamBody }),
    });
    if (!error.retryable) throw error;
    lastError = error;
  }
  throw lastError ?? new GatewayError({ code: 'upstream_unavailable', message: 'No deployment is configured for this model.' });
}
