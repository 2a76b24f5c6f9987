import type { ClientExchange } from './start-recording-proxy.js';

/**
 * What the client got from the gateway: every model-bearing answer names the model the client asked for (Claude
 * Code drops the thinking blocks of a turn whose `message.model` differs from the requested model, so the next
 * tool turn fails upstream), and no answer to a model call was an error.
 */
export function checkClientExchanges(exchanges: readonly ClientExchange[]): string[] {
  const failures: string[] = [];
  for (const exchange of exchanges) {
    if (exchange.requestModel === undefined) continue;
    const where = `${exchange.method} ${exchange.path.split('?')[0] ?? ''}`;
    if (exchange.status >= 400) failures.push(`gateway answered ${where} with ${exchange.status}: ${exchange.responseText.slice(0, 300)}`);
    const named = new Set([...exchange.responseText.matchAll(/"model":"([^"]*)"/g)].map((match) => match[1]));
    named.delete(exchange.requestModel);
    if (named.size > 0) failures.push(`gateway answered ${where} (model ${exchange.requestModel}) naming model ${[...named].map((name) => JSON.stringify(name)).join(', ')}`);
  }
  return [...new Set(failures)];
}
