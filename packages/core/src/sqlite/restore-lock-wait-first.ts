/**
 * `methods` with each function but those named in `except` calling `restore` first: the SQLite store's methods that run
 * statements outside its group commit, which leaves the connection's busy_timeout lifted after its transactions
 * (create-group-commit.ts, `restoreLockWait`), so that each of them waits for another process's lock as before.
 */
export function restoreLockWaitFirst<T extends object>(methods: T, restore: () => void, except: readonly (keyof T)[]): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(methods)) {
    wrapped[name] = typeof value !== 'function' || except.includes(name as keyof T)
      ? value
      : (...args: unknown[]): unknown => {
          restore();
          return (value as (...args: unknown[]) => unknown)(...args);
        };
  }
  return wrapped as T;
}
