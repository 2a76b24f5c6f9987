import { FORMAT_PROFILES } from '../formats/format-profiles.js';
import type { CheckName, FormatName } from '../types.js';

/** The three POST formats, in report order. */
export const GENERATION_FORMATS: readonly FormatName[] = ['chat', 'responses', 'messages'];

/** The path a format is served on. */
export function pathOf(format: FormatName | 'models'): string {
  return FORMAT_PROFILES[format].path;
}

/** The positive twin of a negative case on the same endpoint: the minimal request that must work there. */
export function twinOf(format: FormatName | 'models'): string {
  return format === 'models' ? 'models/list' : `endpoints/minimal-${format}`;
}

/**
 * The checks every error answer gets. `error-envelope` also runs the format's error schema once the envelope is
 * right, so one wrong envelope is one finding.
 */
export const ERROR_CHECKS: readonly CheckName[] = ['status', 'content-type', 'error-envelope', 'no-token-echo'];

/** The advisories every error answer gets. */
export const ERROR_ADVISORIES: readonly CheckName[] = ['request-id', 'retry-hints'];

/** The checks every streamed success gets. */
export const STREAM_CHECKS: readonly CheckName[] = [
  'status',
  'content-type',
  'schema',
  'stream-event-lines',
  'stream-order',
  'stream-terminal',
];
