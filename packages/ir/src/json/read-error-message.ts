import { isJsonObject } from './is-json-object.js';

/** `value.message` when it is a string, else a JSON rendering of the value. */
export function readErrorMessage(value: unknown): string {
  if (isJsonObject(value) && typeof value['message'] === 'string') return value['message'];
  return JSON.stringify(value) ?? 'unknown error';
}
