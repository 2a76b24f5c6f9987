import type { ApiExchange } from '../http/api-exchange.js';

/**
 * The exchange's parsed body, which the exchange then no longer holds: the exchange lives as long as the request, and
 * a route that keeps the body in a holder of its own (createClientBody) decides when it is let go.
 */
export function takeBody(exchange: ApiExchange): unknown {
  const { body } = exchange;
  exchange.body = undefined;
  return body;
}
