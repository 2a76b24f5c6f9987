import { formatCredits } from '@modelgate/core';
import type { GatewayConfig } from '../config/gateway-config.js';
import type { CliIo } from './cli-io.js';
import { formatTable } from './format-table.js';

/** `modelgate models list`: the configured models, their deployments and prices (credits per million tokens). */
export function runModelsCommand(config: GatewayConfig, io: CliIo): void {
  io.out(
    formatTable(
      ['ID', 'DEPLOYMENTS', 'INPUT/M', 'CACHED/M', 'OUTPUT/M', 'MAX OUTPUT'],
      config.models.map((model) => [
        model.id,
        model.deployments.map((d) => `${d.provider}/${d.model}${d.priority === 0 ? '' : ` p${d.priority}`}${d.weight === 1 ? '' : ` w${d.weight}`}`).join(', '),
        formatCredits(model.pricing.inputPerMillion),
        formatCredits(model.pricing.cachedInputPerMillion),
        formatCredits(model.pricing.outputPerMillion),
        String(model.defaultMaxOutputTokens),
      ]),
    ),
  );
}
