import { GENERATION_FORMATS } from '../cases/generation-formats.js';
import { LEVELS, type AuthStyle, type FormatName, type Level } from '../types.js';

const AUTH_STYLES: readonly AuthStyle[] = ['bearer', 'x-api-key', 'none'];

/** `--header K:V`, repeatable: header names lower-cased, the value after the first colon, trimmed. */
export function parseHeaders(entries: readonly string[] | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const entry of entries ?? []) {
    const colon = entry.indexOf(':');
    const name = colon === -1 ? '' : entry.slice(0, colon).trim().toLowerCase();
    if (!/^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(name)) throw new Error(`--header ${entry} is not NAME:VALUE`);
    headers[name] = entry.slice(colon + 1).trim();
  }
  return headers;
}

/** `--formats chat,messages`: the POST formats the target serves. */
export function parseFormats(list: string | undefined): FormatName[] | undefined {
  if (list === undefined) return undefined;
  const formats = list.split(',').map((entry) => entry.trim()).filter((entry) => entry.length > 0);
  for (const format of formats) {
    if (!(GENERATION_FORMATS as readonly string[]).includes(format)) throw new Error(`--formats ${format}: formats are ${GENERATION_FORMATS.join(', ')}`);
  }
  return formats as FormatName[];
}

export function parseLevel(value: string | undefined): Level | undefined {
  if (value === undefined) return undefined;
  if (!(LEVELS as readonly string[]).includes(value)) throw new Error(`--level must be one of ${LEVELS.join(', ')}`);
  return value as Level;
}

export function parseAuth(value: string | undefined): AuthStyle | undefined {
  if (value === undefined) return undefined;
  if (!(AUTH_STYLES as readonly string[]).includes(value)) throw new Error(`--auth must be one of ${AUTH_STYLES.join(', ')}`);
  return value as AuthStyle;
}
