/** Versioned schema migrations for PostgreSQL, applied in order, each once. Append only. Unqualified names: the
 * store sets `search_path` to its schema. */
export const POSTGRES_MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'accounts, tokens, quotas, reservations, ledger',
    sql: `
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL CHECK (status IN ('active', 'suspended')),
        balance BIGINT NOT NULL CHECK (balance >= 0),
        reserved BIGINT NOT NULL DEFAULT 0 CHECK (reserved >= 0 AND reserved <= balance),
        created_at BIGINT NOT NULL,
        seq BIGSERIAL NOT NULL
      );
      CREATE TABLE top_ups (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts (id),
        amount BIGINT NOT NULL CHECK (amount > 0),
        note TEXT,
        created_at BIGINT NOT NULL,
        seq BIGSERIAL NOT NULL
      );
      CREATE INDEX top_ups_account ON top_ups (account_id);
      CREATE TABLE tokens (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts (id),
        name TEXT NOT NULL,
        prefix TEXT NOT NULL UNIQUE,
        hash TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('active', 'revoked')),
        created_at BIGINT NOT NULL,
        expires_at BIGINT,
        revoked_at BIGINT,
        visible_model_ids TEXT,
        quota_limit BIGINT CHECK (quota_limit >= 0),
        quota_period TEXT CHECK (quota_period IN ('lifetime', 'day', 'month')),
        requests_per_minute INTEGER,
        tokens_per_minute INTEGER,
        concurrent_requests INTEGER,
        seq BIGSERIAL NOT NULL
      );
      CREATE INDEX tokens_account ON tokens (account_id);
      CREATE TABLE quota_usage (
        token_id TEXT NOT NULL REFERENCES tokens (id),
        quota_window TEXT NOT NULL,
        spent BIGINT NOT NULL DEFAULT 0 CHECK (spent >= 0),
        reserved BIGINT NOT NULL DEFAULT 0 CHECK (reserved >= 0),
        PRIMARY KEY (token_id, quota_window)
      );
      -- Only reservations still holding credits: a row goes when its request is settled, released or expired.
      CREATE TABLE reservations (
        id TEXT PRIMARY KEY,
        request_id TEXT NOT NULL,
        token_id TEXT NOT NULL,
        account_id TEXT NOT NULL,
        model_id TEXT NOT NULL,
        hold BIGINT NOT NULL CHECK (hold >= 0),
        quota_window TEXT,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
      );
      CREATE TABLE ledger (
        id TEXT PRIMARY KEY,
        reservation_id TEXT NOT NULL UNIQUE,
        request_id TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        token_id TEXT NOT NULL,
        account_id TEXT NOT NULL,
        model_id TEXT NOT NULL,
        input_tokens BIGINT NOT NULL,
        cached_input_tokens BIGINT NOT NULL,
        cache_write_input_tokens BIGINT NOT NULL,
        output_tokens BIGINT NOT NULL,
        cost BIGINT NOT NULL CHECK (cost >= 0),
        rated_cost BIGINT NOT NULL CHECK (rated_cost >= 0),
        status TEXT NOT NULL CHECK (status IN ('ok', 'error', 'aborted')),
        seq BIGSERIAL NOT NULL
      );
      CREATE INDEX ledger_account_time ON ledger (account_id, created_at);
      CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'the ledger is append-only'; END $$;
      CREATE TRIGGER ledger_no_change BEFORE UPDATE OR DELETE ON ledger FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
    `,
  },
];
