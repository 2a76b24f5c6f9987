import type { UpstreamAttemptRecord } from '../http/diagnostic-record.js';
import type { AttemptVerdict } from './circuit-breaker.js';

/**
 * What an attempt's record says about its deployment: a connection error, a timeout, a 5xx (or 408) or a body that
 * broke off is a failure; a 429 a rate limit; an answer, or any other error status (the upstream answered, the request
 * was at fault), a success. A client that left, an error event, an unreadable answer or a failure of the gateway's own
 * say nothing about the upstream's health.
 */
export function classifyAttempt(record: UpstreamAttemptRecord): AttemptVerdict {
  if (record.outcome === 'ok') return 'success';
  if (record.outcome === 'aborted') return 'neutral';
  switch (record.reason) {
    case 'connection_error':
    case 'timeout':
    case 'broken_stream':
      return 'failure';
    case 'upstream_status': {
      const status = record.upstreamStatus ?? 0;
      if (status === 429) return 'rate_limited';
      return status >= 500 || status === 408 ? 'failure' : 'success';
    }
    default:
      return 'neutral';
  }
}
