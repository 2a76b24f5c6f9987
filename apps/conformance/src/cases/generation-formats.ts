import { FORMAT_PROFILES } from '../formats/format-profiles.js';
import type { CheckName, FormatName } from '../types.js';

/** The three POST formats, in report order. */
export const GENERATION_FORMATS: readonly FormatName[] = ['chat', 'responses', 'messages'];

/** The path a format is served on. */
export function pathOf(format: FormatName | 'models'): string {
  return FORMAT_PROFILES[format].path;
}

/** The checks every error answer gets. */
export const ERROR_CHECKS: readonly CheckName[] = ['status', 'content-type', 'schema', 'error-envelope', 'request-id', 'no-token-echo'];

/** The advisories every error answer gets. */
export const ERROR_ADVISORIES: readonly CheckName[] = ['retry-hints'];

/** The checks every streamed success gets. */
export const STREAM_CHECKS: readonly CheckName[] = [
  'status',
  'content-type',
  'schema',
  'stream-event-lines',
  'stream-order',
  'stream-terminal',
];
