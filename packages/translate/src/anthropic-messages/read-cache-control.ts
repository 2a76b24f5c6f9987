import type { MessagesCacheControl } from '@modelgate/anthropic-messages';
import { isRecord } from '../ir/read-json.js';

/**
 * The IR's `cacheControl` (kept as the Anthropic client sent it, `null` included) as Anthropic's cache breakpoint, or
 * undefined when there is none or it is not one.
 */
export function readCacheControl(value: unknown): MessagesCacheControl | null | undefined {
  if (value === null) return null;
  return isRecord(value) && value['type'] === 'ephemeral' ? (value as MessagesCacheControl) : undefined;
}
