/** Versioned schema migrations, applied in order, each once, each in its own transaction. Append only. */
export const SQLITE_MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'accounts, tokens, quotas, reservations, ledger',
    sql: `
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL CHECK (status IN ('active', 'suspended')),
        balance INTEGER NOT NULL CHECK (balance >= 0),
        reserved INTEGER NOT NULL DEFAULT 0 CHECK (reserved >= 0 AND reserved <= balance),
        created_at INTEGER NOT NULL
      );
      CREATE TABLE top_ups (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts (id),
        amount INTEGER NOT NULL CHECK (amount > 0),
        note TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX top_ups_account ON top_ups (account_id);
      CREATE TABLE tokens (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts (id),
        name TEXT NOT NULL,
        prefix TEXT NOT NULL UNIQUE,
        hash TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('active', 'revoked')),
        created_at INTEGER NOT NULL,
        expires_at INTEGER,
        revoked_at INTEGER,
        visible_model_ids TEXT,
        quota_limit INTEGER CHECK (quota_limit >= 0),
        quota_period TEXT CHECK (quota_period IN ('lifetime', 'day', 'month')),
        requests_per_minute INTEGER,
        tokens_per_minute INTEGER,
        concurrent_requests INTEGER
      );
      CREATE INDEX tokens_account ON tokens (account_id);
      CREATE TABLE quota_usage (
        token_id TEXT NOT NULL REFERENCES tokens (id),
        quota_window TEXT NOT NULL,
        spent INTEGER NOT NULL DEFAULT 0 CHECK (spent >= 0),
        reserved INTEGER NOT NULL DEFAULT 0 CHECK (reserved >= 0),
        PRIMARY KEY (token_id, quota_window)
      ) WITHOUT ROWID;
      -- Only reservations still holding credits: a row goes when its request is settled, released or expired.
      -- Few rows, so the sweep scans them; no secondary index to update on the hot path.
      CREATE TABLE reservations (
        id TEXT PRIMARY KEY,
        request_id TEXT NOT NULL,
        token_id TEXT NOT NULL,
        account_id TEXT NOT NULL,
        model_id TEXT NOT NULL,
        hold INTEGER NOT NULL CHECK (hold >= 0),
        quota_window TEXT,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE ledger (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL,
        reservation_id TEXT NOT NULL UNIQUE,
        request_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        token_id TEXT NOT NULL,
        account_id TEXT NOT NULL,
        model_id TEXT NOT NULL,
        input_tokens INTEGER NOT NULL,
        cached_input_tokens INTEGER NOT NULL,
        cache_write_input_tokens INTEGER NOT NULL,
        output_tokens INTEGER NOT NULL,
        cost INTEGER NOT NULL CHECK (cost >= 0),
        rated_cost INTEGER NOT NULL CHECK (rated_cost >= 0),
        status TEXT NOT NULL CHECK (status IN ('ok', 'error', 'aborted'))
      );
      CREATE INDEX ledger_account_time ON ledger (account_id, created_at);
      CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
      CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
    `,
  },
  {
    version: 2,
    name: 'the quota window of each ledger entry',
    sql: 'ALTER TABLE ledger ADD COLUMN quota_window TEXT;',
  },
  {
    version: 3,
    name: 'balance adjustments with their reason',
    sql: `
      CREATE TABLE balance_adjustments (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts (id),
        amount INTEGER NOT NULL,
        balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
        reason TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX balance_adjustments_account ON balance_adjustments (account_id);
    `,
  },
  {
    version: 4,
    name: 'request records, found by request ID, time, account, token and model',
    sql: `
      CREATE TABLE request_records (
        request_id TEXT PRIMARY KEY,
        created_at INTEGER NOT NULL,
        account_id TEXT,
        token_id TEXT,
        model_id TEXT,
        status INTEGER,
        record TEXT NOT NULL
      );
      CREATE INDEX request_records_time ON request_records (created_at, request_id);
      CREATE INDEX request_records_account_time ON request_records (account_id, created_at);
      CREATE INDEX request_records_token_time ON request_records (token_id, created_at);
      CREATE INDEX request_records_model_time ON request_records (model_id, created_at);
    `,
  },
  {
    version: 5,
    name: 'ledger statuses ok, upstream_error, client_aborted, failed_mid_stream',
    // SQLite cannot change a CHECK: the ledger is copied into a table with the new one (error → upstream_error,
    // aborted → client_aborted), and its index and append-only triggers made again.
    sql: `
      CREATE TABLE ledger_v5 (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL,
        reservation_id TEXT NOT NULL UNIQUE,
        request_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        token_id TEXT NOT NULL,
        account_id TEXT NOT NULL,
        model_id TEXT NOT NULL,
        input_tokens INTEGER NOT NULL,
        cached_input_tokens INTEGER NOT NULL,
        cache_write_input_tokens INTEGER NOT NULL,
        output_tokens INTEGER NOT NULL,
        cost INTEGER NOT NULL CHECK (cost >= 0),
        rated_cost INTEGER NOT NULL CHECK (rated_cost >= 0),
        status TEXT NOT NULL CHECK (status IN ('ok', 'upstream_error', 'client_aborted', 'failed_mid_stream')),
        quota_window TEXT
      );
      INSERT INTO ledger_v5 (seq, id, reservation_id, request_id, created_at, token_id, account_id, model_id, input_tokens,
        cached_input_tokens, cache_write_input_tokens, output_tokens, cost, rated_cost, status, quota_window)
        SELECT seq, id, reservation_id, request_id, created_at, token_id, account_id, model_id, input_tokens,
          cached_input_tokens, cache_write_input_tokens, output_tokens, cost, rated_cost,
          CASE status WHEN 'error' THEN 'upstream_error' WHEN 'aborted' THEN 'client_aborted' ELSE status END, quota_window
        FROM ledger ORDER BY seq;
      DROP TABLE ledger;
      ALTER TABLE ledger_v5 RENAME TO ledger;
      CREATE INDEX ledger_account_time ON ledger (account_id, created_at);
      CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
      CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
    `,
  },
  {
    version: 6,
    name: 'hourly usage rollup, kept by the ledger insert and backfilled',
    // One row per UTC hour and (account, token, model): what the usage series read instead of the ledger. Written by
    // a trigger on the ledger's INSERT, so in the settlement's own transaction: the two can never disagree.
    sql: `
      CREATE TABLE usage_hourly (
        hour_start INTEGER NOT NULL,
        account_id TEXT NOT NULL,
        token_id TEXT NOT NULL,
        model_id TEXT NOT NULL,
        requests INTEGER NOT NULL,
        input_tokens INTEGER NOT NULL,
        cached_input_tokens INTEGER NOT NULL,
        cache_write_input_tokens INTEGER NOT NULL,
        output_tokens INTEGER NOT NULL,
        cost INTEGER NOT NULL,
        PRIMARY KEY (hour_start, account_id, token_id, model_id)
      ) WITHOUT ROWID;
      INSERT INTO usage_hourly SELECT (created_at / 3600000) * 3600000, account_id, token_id, model_id, COUNT(*), SUM(input_tokens),
        SUM(cached_input_tokens), SUM(cache_write_input_tokens), SUM(output_tokens), SUM(cost)
        FROM ledger GROUP BY 1, account_id, token_id, model_id;
      CREATE TRIGGER ledger_usage_hourly AFTER INSERT ON ledger BEGIN
        INSERT INTO usage_hourly VALUES ((NEW.created_at / 3600000) * 3600000, NEW.account_id, NEW.token_id, NEW.model_id, 1,
          NEW.input_tokens, NEW.cached_input_tokens, NEW.cache_write_input_tokens, NEW.output_tokens, NEW.cost)
        ON CONFLICT (hour_start, account_id, token_id, model_id) DO UPDATE SET requests = requests + 1,
          input_tokens = input_tokens + excluded.input_tokens, cached_input_tokens = cached_input_tokens + excluded.cached_input_tokens,
          cache_write_input_tokens = cache_write_input_tokens + excluded.cache_write_input_tokens,
          output_tokens = output_tokens + excluded.output_tokens, cost = cost + excluded.cost;
      END;
    `,
  },
  {
    version: 7,
    name: 'which part of each ledger entry\'s usage was estimated',
    // Entries written before carry `none`: their usage was recorded as if reported.
    sql: `
      ALTER TABLE ledger ADD COLUMN estimated TEXT NOT NULL DEFAULT 'none' CHECK (estimated IN ('none', 'output', 'input_and_output'));
    `,
  },
  {
    version: 8,
    name: 'the hourly usage rollup kept by the store, summed per group commit',
    // The store adds a group commit's ledger entries to usage_hourly in that transaction, one upsert per hour and key,
    // instead of the trigger's upsert per ledger row.
    sql: 'DROP TRIGGER ledger_usage_hourly;',
  },
  {
    version: 9,
    name: 'the ledger\'s status and estimate checks written as comparisons',
    // SQLite checks `x IN (three or more constants)` by filling a temporary b-tree with the list on every row it
    // writes: two per ledger insert, a fifth of a settlement's instructions. The same checks as `=`s joined by OR are
    // plain comparisons. A CHECK cannot be changed in place: the ledger is copied as in version 5.
    sql: `
      CREATE TABLE ledger_v9 (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL,
        reservation_id TEXT NOT NULL UNIQUE,
        request_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        token_id TEXT NOT NULL,
        account_id TEXT NOT NULL,
        model_id TEXT NOT NULL,
        input_tokens INTEGER NOT NULL,
        cached_input_tokens INTEGER NOT NULL,
        cache_write_input_tokens INTEGER NOT NULL,
        output_tokens INTEGER NOT NULL,
        cost INTEGER NOT NULL CHECK (cost >= 0),
        rated_cost INTEGER NOT NULL CHECK (rated_cost >= 0),
        status TEXT NOT NULL CHECK (status = 'ok' OR status = 'upstream_error' OR status = 'client_aborted' OR status = 'failed_mid_stream'),
        quota_window TEXT,
        estimated TEXT NOT NULL DEFAULT 'none' CHECK (estimated = 'none' OR estimated = 'output' OR estimated = 'input_and_output')
      );
      INSERT INTO ledger_v9 (seq, id, reservation_id, request_id, created_at, token_id, account_id, model_id, input_tokens,
        cached_input_tokens, cache_write_input_tokens, output_tokens, cost, rated_cost, status, quota_window, estimated)
        SELECT seq, id, reservation_id, request_id, created_at, token_id, account_id, model_id, input_tokens,
          cached_input_tokens, cache_write_input_tokens, output_tokens, cost, rated_cost, status, quota_window, estimated
        FROM ledger ORDER BY seq;
      DROP TABLE ledger;
      ALTER TABLE ledger_v9 RENAME TO ledger;
      CREATE INDEX ledger_account_time ON ledger (account_id, created_at);
      CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
      CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
    `,
  },
  {
    version: 10,
    name: 'failed request records found on an index of their own',
    // A listing of failed requests (`status >= 400`) read the time index, every record until it had a page: all of them
    // when few failed. A partial index holds only the failed ones, so a successful request's record pays only its test.
    sql: `
      CREATE INDEX request_records_failed_time ON request_records (created_at, request_id) WHERE status >= 400;
    `,
  },
];
