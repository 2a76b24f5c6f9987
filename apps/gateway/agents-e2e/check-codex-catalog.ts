import type { AgentRun } from './agent-run.js';
import type { ClientExchange } from './start-recording-proxy.js';

/**
 * With `model_catalog_url`, Codex asks GET /v1/models?client_version=… and needs its own `{"models":[…]}` shape
 * (PROTOCOLS §2.6); when it cannot use the answer it falls back silently and warns "Model metadata … not found".
 */
export function checkCodexCatalog(run: AgentRun, exchanges: readonly ClientExchange[]): string[] {
  const failures: string[] = [];
  const catalog = exchanges.filter((exchange) => exchange.method === 'GET' && exchange.path.startsWith('/v1/models') && exchange.path.includes('client_version='));
  if (catalog.length === 0) failures.push('Codex never asked GET /v1/models?client_version=…');
  for (const exchange of catalog) {
    if (exchange.status !== 200 || !exchange.responseText.includes('"models"')) {
      failures.push(`GET ${exchange.path} → ${exchange.status}, not Codex's {"models":[…]}: ${exchange.responseText.slice(0, 200)}`);
    }
  }
  const warning = /Model metadata for `[^`]*` not found[^\n]*/.exec(run.process.stderr);
  const reason = /failed to decode models response[^\n]*/.exec(run.process.stderr);
  if (warning !== null) failures.push(`Codex did not take the gateway's catalog: ${warning[0]}${reason === null ? '' : ` (${reason[0]})`}`);
  return failures;
}
