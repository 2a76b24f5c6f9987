import type { Database } from 'better-sqlite3';
import { SQLITE_MIGRATIONS } from './sqlite-migrations.js';

/** Applies the migrations this database has not seen, each in an IMMEDIATE transaction (safe with several openers). */
export function migrateSqlite(db: Database): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
  let applied = 0;
  for (const migration of SQLITE_MIGRATIONS) {
    const apply = db.transaction(() => {
      if (db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(migration.version) !== undefined) return false;
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(migration.version, migration.name, Date.now());
      return true;
    });
    if (apply.immediate()) applied += 1;
  }
  return applied;
}
