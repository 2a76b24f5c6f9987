import type { ClientExchange } from './start-recording-proxy.js';

/**
 * What the client got from the gateway: every model-bearing answer names the model the client asked for (Claude
 * Code drops the thinking blocks of a turn whose `message.model` differs from the requested model, so the next
 * tool turn fails upstream), and no answer to a model call was an error (but `allowedServerErrors` 5xx answers).
 */
export function checkClientExchanges(exchanges: readonly ClientExchange[], allowedServerErrors = 0): string[] {
  const failures: string[] = [];
  let serverErrors = 0;
  for (const exchange of exchanges) {
    if (exchange.requestModel === undefined) continue;
    const where = `${exchange.method} ${exchange.path.split('?')[0] ?? ''}`;
    // An injected upstream error before any content may reach the client as a 5xx (STYLE §5); the retry must then work.
    if (exchange.status >= 500 && serverErrors < allowedServerErrors) serverErrors += 1;
    else if (exchange.status >= 400) failures.push(`gateway answered ${where} with ${exchange.status}: ${exchange.responseText.slice(0, 300)}`);
    const named = new Set([...exchange.responseText.matchAll(/"model":"([^"]*)"/g)].map((match) => match[1]));
    named.delete(exchange.requestModel);
    if (named.size > 0) failures.push(`gateway answered ${where} (model ${exchange.requestModel}) naming model ${[...named].map((name) => JSON.stringify(name)).join(', ')}`);
  }
  return [...new Set(failures)];
}
