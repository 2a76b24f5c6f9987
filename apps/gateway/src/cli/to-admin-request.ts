import type { AdminValidationResult } from '@modelgate/admin-api';
import { CliError } from './cli-error.js';
import type { CliArguments } from './parse-cli-arguments.js';

const INTEGER_FIELDS = new Set(['rpm', 'tpm', 'concurrency']);
/** CLI flags whose admin API field has another name (the rest are the flag with `-` as `_`). */
const FIELD_BY_FLAG: Record<string, string> = { expires: 'expires_at' };
const FLAG_BY_FIELD = Object.fromEntries(Object.entries(FIELD_BY_FLAG).map(([flag, field]) => [field, flag]));
/** The word that clears a setting on the command line (`null` in the admin API). */
const CLEAR_WORDS: Record<string, string> = { models: 'all', quota: 'none', rpm: 'none', tpm: 'none', concurrency: 'none', expires_at: 'never' };
const DAYS = /^(\d+)d$/;

/** The CLI flag that sets an admin API field: `quota_period` → `--quota-period`. */
export function flagForField(field: string): string {
  return `--${FLAG_BY_FIELD[field] ?? field.replaceAll('_', '-')}`;
}

/**
 * The admin API request a command line means: the same names (flags in kebab-case), the same units (credits), the
 * same validators. `--models a,b` is a list, `--rpm 60` a number, `--expires 30d` a date 30 days on, and `all`,
 * `none` or `never` clear a setting. Flags in `skip` (such as `--config`) are the CLI's own.
 */
export function toAdminRequest(flags: CliArguments['flags'], now: number, skip: readonly string[] = ['config']): Record<string, unknown> {
  const request: Record<string, unknown> = {};
  for (const [flag, value] of Object.entries(flags)) {
    if (skip.includes(flag)) continue;
    const field = FIELD_BY_FLAG[flag] ?? flag.replaceAll('-', '_');
    if (value === true || value !== CLEAR_WORDS[field]) {
      request[field] = value === true ? value : convert(field, value, now);
    } else request[field] = null;
  }
  return request;
}

function convert(field: string, value: string, now: number): unknown {
  if (INTEGER_FIELDS.has(field) && /^\d+$/.test(value)) return Number(value);
  if (field === 'models') return value.split(',').map((model) => model.trim()).filter((model) => model !== '');
  const days = field === 'expires_at' ? DAYS.exec(value) : null;
  if (days?.[1] !== undefined) return new Date(now + Number(days[1]) * 86_400_000).toISOString();
  return value;
}

/** The validated request, or a CliError naming the flag at fault (`--quota-period must be one of …`). */
export function checkCliInput<T>(result: AdminValidationResult<T>): T {
  if (result.ok) return result.value;
  const { field, message } = result.issue;
  if (field === '') throw new CliError(`the options ${message}.`);
  if (message === 'is not a known field') throw new CliError(`unknown option ${flagForField(field)} (see modelgate help).`);
  throw new CliError(`${flagForField(field)} ${message}.`);
}
