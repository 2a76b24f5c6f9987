import { EMPTY_USAGE, type IrUsage } from '@modelgate/ir';

/** Later values override earlier ones field by field (stream usage is cumulative in every format). */
export function mergeUsage(base: IrUsage | undefined, update: Partial<IrUsage>): IrUsage {
  const merged: IrUsage = { ...(base ?? EMPTY_USAGE) };
  for (const key of Object.keys(update) as (keyof IrUsage)[]) {
    const value = update[key];
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}
