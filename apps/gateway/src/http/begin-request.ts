import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayMetrics } from '../metrics/create-gateway-metrics.js';
import type { DiagnosticRecordWriter } from './create-diagnostic-record-writer.js';
import type { RequestRecordSink } from './create-request-record-sink.js';
import { formatForPath } from './format-for-path.js';
import { readClientName } from './read-client-name.js';
import type { RequestContext } from './request-context.js';

export type BeginRequestOptions = {
  writeRecord: DiagnosticRecordWriter;
  now: () => number;
  newId: (prefix: string) => string;
  metrics: GatewayMetrics | undefined;
  /** Where the records of API requests (`/v1/…`) are kept for lookup by request ID; absent: only the log line. */
  requestRecords?: RequestRecordSink | undefined;
};

export type BeginRequest = (request: IncomingMessage, response: ServerResponse, path: string) => RequestContext;

/**
 * The first step of every request: an ID (`x-request-id`, and `request-id` where the Anthropic SDK reads it), the
 * context, and one diagnostic record written when the response is over (after settling), and kept in the store for an
 * API request. The path is logged without
 * its query string, so a token wrongly put in a URL never reaches the log.
 */
export function createBeginRequest(options: BeginRequestOptions): BeginRequest {
  return (request, response, path) => {
    const requestId = options.newId('req_');
    const startedAt = options.now();
    const headers = request.headers;
    const anthropicVersionHeader = headers['anthropic-version'];
    const anthropicVersion = typeof anthropicVersionHeader === 'string' ? anthropicVersionHeader : undefined;
    const context: RequestContext = {
      requestId,
      startedAt,
      format: formatForPath(path, anthropicVersion),
      diagnostic: { requestId, method: request.method ?? 'GET', path, client: readClientName(headers['user-agent']) },
    };
    const clientRequestId = headers['x-client-request-id'];
    if (typeof clientRequestId === 'string') context.diagnostic.clientRequestId = clientRequestId.slice(0, 200);
    response.setHeader('x-request-id', requestId);
    // The Anthropic SDK reads `request-id`: on the messages routes, and on any call that carries anthropic-version.
    if (path.startsWith('/v1/messages') || anthropicVersion !== undefined) response.setHeader('request-id', requestId);
    const api = path.startsWith('/v1/');
    if (api) options.metrics?.requestStarted();
    response.on('close', () => {
      if (api) options.metrics?.requestClosed();
      const record = context.diagnostic;
      record.latencyMs = options.now() - startedAt;
      if (record.outcome === undefined && !response.writableFinished) record.outcome = 'aborted';
      // A client that left before any answer got none: 499 (client closed request), not the unsent default 200.
      record.status = record.outcome === 'aborted' && !response.headersSent ? 499 : response.statusCode;
      const write = (): void => {
        options.metrics?.observeRequest({ route: context.route ?? 'unmatched', format: api ? context.format : '' }, record);
        const recordJson = options.writeRecord(record, startedAt);
        if (options.requestRecords !== undefined && api) options.requestRecords.keep(record, startedAt, context.principal, recordJson);
      };
      if (context.settling === undefined) write();
      else void context.settling.then(write, write);
    });
    return context;
  };
}
