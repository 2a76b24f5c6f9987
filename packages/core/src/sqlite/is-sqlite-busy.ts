/** SQLite found the lock it needs taken (`SQLITE_BUSY` and its extended codes, e.g. `SQLITE_BUSY_SNAPSHOT`). */
export function isSqliteBusy(error: unknown): boolean {
  return error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_BUSY');
}
