import type { IrReasoningConfig, IrReasoningEffort } from '@modelgate/ir';

const EFFORTS: readonly IrReasoningEffort[] = ['none', 'minimal', 'low', 'medium', 'high', 'xhigh', 'max'];

export function readReasoningEffort(value: unknown): IrReasoningEffort | undefined {
  return typeof value === 'string' && (EFFORTS as readonly string[]).includes(value)
    ? (value as IrReasoningEffort)
    : undefined;
}

/** Thinking budget → effort bucket, for formats that only know effort. */
export function effortFromBudget(budgetTokens: number): IrReasoningEffort {
  if (budgetTokens <= 2048) return 'low';
  if (budgetTokens <= 16_384) return 'medium';
  return 'high';
}

const BUDGET_BY_EFFORT: Record<IrReasoningEffort, number> = {
  none: 0,
  minimal: 1024,
  low: 4096,
  medium: 16_384,
  high: 32_768,
  xhigh: 49_152,
  max: 65_536,
};

/** Effort → thinking budget, for Anthropic `thinking.budget_tokens`. */
export function budgetFromEffort(effort: IrReasoningEffort): number {
  return BUDGET_BY_EFFORT[effort];
}

/** The effort the IR config implies, if any (explicit effort first, then a budget). */
export function effortOf(config: IrReasoningConfig | undefined): IrReasoningEffort | undefined {
  if (config === undefined) return undefined;
  if (config.enabled === false) return 'none';
  if (config.effort !== undefined) return config.effort;
  if (config.budgetTokens !== undefined) return effortFromBudget(config.budgetTokens);
  return undefined;
}
