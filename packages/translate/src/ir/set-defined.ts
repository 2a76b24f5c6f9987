/** Sets `target[key]` to `value` unless it is null or undefined (a field the client left unset). */
export function setDefined<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | null | undefined): void {
  if (value !== null && value !== undefined) target[key] = value;
}
