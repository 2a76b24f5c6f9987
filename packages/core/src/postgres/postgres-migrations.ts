import { AUTH_CHANGES_CHANNEL } from './auth-changes-channel.js';

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
  {
    version: 2,
    name: 'one-round-trip reserve and settle',
    // Each runs as one statement, so it is atomic on its own; locks are taken in the order used everywhere
    // (reservation → quota row → account). SET search_path FROM CURRENT pins the functions to this schema.
    sql: `
      CREATE FUNCTION modelgate_reserve(p_id TEXT, p_request_id TEXT, p_token_id TEXT, p_account_id TEXT, p_model_id TEXT,
        p_hold BIGINT, p_quota_window TEXT, p_quota_limit BIGINT, p_created_at BIGINT, p_expires_at BIGINT)
      RETURNS TABLE (outcome TEXT, available BIGINT) LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      DECLARE
        v_spent BIGINT;
        v_reserved BIGINT;
        v_status TEXT;
        v_free BIGINT;
      BEGIN
        PERFORM 1 FROM tokens t WHERE t.id = p_token_id AND t.status = 'active';
        IF NOT FOUND THEN
          RETURN QUERY SELECT 'token_not_active'::TEXT, 0::BIGINT;
          RETURN;
        END IF;
        IF p_quota_window IS NOT NULL AND p_quota_limit IS NOT NULL THEN
          INSERT INTO quota_usage AS q (token_id, quota_window, reserved)
            SELECT p_token_id, p_quota_window, p_hold WHERE p_hold <= p_quota_limit
            ON CONFLICT (token_id, quota_window) DO UPDATE SET reserved = q.reserved + p_hold
            WHERE q.spent + q.reserved + p_hold <= p_quota_limit;
          IF NOT FOUND THEN
            SELECT q.spent, q.reserved INTO v_spent, v_reserved FROM quota_usage q
              WHERE q.token_id = p_token_id AND q.quota_window = p_quota_window;
            RETURN QUERY SELECT 'quota_insufficient'::TEXT, GREATEST(0, p_quota_limit - COALESCE(v_spent, 0) - COALESCE(v_reserved, 0));
            RETURN;
          END IF;
        END IF;
        UPDATE accounts a SET reserved = a.reserved + p_hold
          WHERE a.id = p_account_id AND a.status = 'active' AND a.balance - a.reserved >= p_hold;
        IF NOT FOUND THEN
          IF p_quota_window IS NOT NULL AND p_quota_limit IS NOT NULL THEN
            UPDATE quota_usage q SET reserved = q.reserved - p_hold WHERE q.token_id = p_token_id AND q.quota_window = p_quota_window;
          END IF;
          SELECT a.status, a.balance - a.reserved INTO v_status, v_free FROM accounts a WHERE a.id = p_account_id;
          IF v_status IS DISTINCT FROM 'active' THEN
            RETURN QUERY SELECT 'account_not_active'::TEXT, 0::BIGINT;
          ELSE
            RETURN QUERY SELECT 'balance_insufficient'::TEXT, GREATEST(0, v_free);
          END IF;
          RETURN;
        END IF;
        INSERT INTO reservations (id, request_id, token_id, account_id, model_id, hold, quota_window, created_at, expires_at)
          VALUES (p_id, p_request_id, p_token_id, p_account_id, p_model_id, p_hold, p_quota_window, p_created_at, p_expires_at);
        RETURN QUERY SELECT 'ok'::TEXT, 0::BIGINT;
      END $$;

      -- The usual settlement: still held, real cost within the hold. Returns false otherwise (nothing changed).
      CREATE FUNCTION modelgate_settle_within_hold(p_reservation_id TEXT, p_cost BIGINT, p_ledger_id TEXT, p_request_id TEXT,
        p_created_at BIGINT, p_token_id TEXT, p_account_id TEXT, p_model_id TEXT, p_input BIGINT, p_cached BIGINT,
        p_cache_write BIGINT, p_output BIGINT, p_rated_cost BIGINT, p_status TEXT)
      RETURNS BOOLEAN LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      DECLARE
        v_hold BIGINT;
        v_window TEXT;
        v_token TEXT;
        v_account TEXT;
      BEGIN
        DELETE FROM reservations r WHERE r.id = p_reservation_id AND r.hold >= p_cost
          RETURNING r.hold, r.quota_window, r.token_id, r.account_id INTO v_hold, v_window, v_token, v_account;
        IF NOT FOUND THEN
          RETURN FALSE;
        END IF;
        IF v_window IS NOT NULL THEN
          UPDATE quota_usage q SET spent = q.spent + p_cost, reserved = q.reserved - v_hold
            WHERE q.token_id = v_token AND q.quota_window = v_window;
        END IF;
        UPDATE accounts a SET balance = a.balance - p_cost, reserved = a.reserved - v_hold WHERE a.id = v_account;
        INSERT INTO ledger (id, reservation_id, request_id, created_at, token_id, account_id, model_id, input_tokens,
          cached_input_tokens, cache_write_input_tokens, output_tokens, cost, rated_cost, status)
          VALUES (p_ledger_id, p_reservation_id, p_request_id, p_created_at, p_token_id, p_account_id, p_model_id, p_input,
          p_cached, p_cache_write, p_output, p_cost, p_rated_cost, p_status);
        RETURN TRUE;
      END $$;
    `,
  },
  {
    version: 3,
    name: 'the quota window of each ledger entry',
    sql: `
      ALTER TABLE ledger ADD COLUMN quota_window TEXT;
      CREATE OR REPLACE FUNCTION modelgate_settle_within_hold(p_reservation_id TEXT, p_cost BIGINT, p_ledger_id TEXT, p_request_id TEXT,
        p_created_at BIGINT, p_token_id TEXT, p_account_id TEXT, p_model_id TEXT, p_input BIGINT, p_cached BIGINT,
        p_cache_write BIGINT, p_output BIGINT, p_rated_cost BIGINT, p_status TEXT)
      RETURNS BOOLEAN LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      DECLARE
        v_hold BIGINT;
        v_window TEXT;
        v_token TEXT;
        v_account TEXT;
      BEGIN
        DELETE FROM reservations r WHERE r.id = p_reservation_id AND r.hold >= p_cost
          RETURNING r.hold, r.quota_window, r.token_id, r.account_id INTO v_hold, v_window, v_token, v_account;
        IF NOT FOUND THEN
          RETURN FALSE;
        END IF;
        IF v_window IS NOT NULL THEN
          UPDATE quota_usage q SET spent = q.spent + p_cost, reserved = q.reserved - v_hold
            WHERE q.token_id = v_token AND q.quota_window = v_window;
        END IF;
        UPDATE accounts a SET balance = a.balance - p_cost, reserved = a.reserved - v_hold WHERE a.id = v_account;
        INSERT INTO ledger (id, reservation_id, request_id, created_at, token_id, account_id, model_id, input_tokens,
          cached_input_tokens, cache_write_input_tokens, output_tokens, cost, rated_cost, status, quota_window)
          VALUES (p_ledger_id, p_reservation_id, p_request_id, p_created_at, p_token_id, p_account_id, p_model_id, p_input,
          p_cached, p_cache_write, p_output, p_cost, p_rated_cost, p_status, v_window);
        RETURN TRUE;
      END $$;
    `,
  },
  {
    version: 4,
    name: 'sweep expired reservations in one statement',
    // Reservation rows it cannot lock at once (being settled) are skipped, then quota rows and accounts are updated
    // in sorted order: no wait on a settlement in flight, no deadlock with admissions or another sweeper.
    sql: `
      CREATE FUNCTION modelgate_sweep(p_now BIGINT, p_limit INTEGER)
      RETURNS INTEGER LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      DECLARE
        v_rows JSONB;
        v_quota RECORD;
        v_account RECORD;
      BEGIN
        WITH expired AS (
          DELETE FROM reservations r WHERE r.id IN (
            SELECT e.id FROM reservations e WHERE e.expires_at <= p_now ORDER BY e.id LIMIT p_limit FOR UPDATE SKIP LOCKED)
          RETURNING r.token_id, r.quota_window, r.account_id, r.hold)
        SELECT COALESCE(jsonb_agg(to_jsonb(expired)), '[]'::JSONB) INTO v_rows FROM expired;
        FOR v_quota IN
          SELECT x.token_id, x.quota_window, SUM(x.hold) AS hold
          FROM jsonb_to_recordset(v_rows) AS x(token_id TEXT, quota_window TEXT, account_id TEXT, hold BIGINT)
          WHERE x.quota_window IS NOT NULL GROUP BY x.token_id, x.quota_window ORDER BY x.token_id, x.quota_window
        LOOP
          UPDATE quota_usage q SET reserved = q.reserved - v_quota.hold
            WHERE q.token_id = v_quota.token_id AND q.quota_window = v_quota.quota_window;
        END LOOP;
        FOR v_account IN
          SELECT x.account_id, SUM(x.hold) AS hold
          FROM jsonb_to_recordset(v_rows) AS x(token_id TEXT, quota_window TEXT, account_id TEXT, hold BIGINT)
          GROUP BY x.account_id ORDER BY x.account_id
        LOOP
          UPDATE accounts a SET reserved = a.reserved - v_account.hold WHERE a.id = v_account.account_id;
        END LOOP;
        RETURN jsonb_array_length(v_rows);
      END $$;
    `,
  },
  {
    version: 5,
    name: 'admission leases: what a reservation leaves, and settling a part of a lease',
    // modelgate_reserve keeps its signature and now says on success what is left unheld (the least of quota and
    // balance), which sizes admission leases. modelgate_settle_from_lease settles one request whose hold is part of a
    // lease's: lock the lease (reservation → quota row → account, as everywhere), give that part back from it, charge,
    // write the entry; false (nothing changed) when the entry exists, the lease is gone or the cost is over the part.
    sql: `
      CREATE OR REPLACE FUNCTION modelgate_reserve(p_id TEXT, p_request_id TEXT, p_token_id TEXT, p_account_id TEXT, p_model_id TEXT,
        p_hold BIGINT, p_quota_window TEXT, p_quota_limit BIGINT, p_created_at BIGINT, p_expires_at BIGINT)
      RETURNS TABLE (outcome TEXT, available BIGINT) LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      DECLARE
        v_spent BIGINT;
        v_reserved BIGINT;
        v_status TEXT;
        v_free BIGINT;
        v_quota_left BIGINT := NULL;
      BEGIN
        PERFORM 1 FROM tokens t WHERE t.id = p_token_id AND t.status = 'active';
        IF NOT FOUND THEN
          RETURN QUERY SELECT 'token_not_active'::TEXT, 0::BIGINT;
          RETURN;
        END IF;
        IF p_quota_window IS NOT NULL AND p_quota_limit IS NOT NULL THEN
          INSERT INTO quota_usage AS q (token_id, quota_window, reserved)
            SELECT p_token_id, p_quota_window, p_hold WHERE p_hold <= p_quota_limit
            ON CONFLICT (token_id, quota_window) DO UPDATE SET reserved = q.reserved + p_hold
            WHERE q.spent + q.reserved + p_hold <= p_quota_limit
            RETURNING p_quota_limit - q.spent - q.reserved INTO v_quota_left;
          IF NOT FOUND THEN
            SELECT q.spent, q.reserved INTO v_spent, v_reserved FROM quota_usage q
              WHERE q.token_id = p_token_id AND q.quota_window = p_quota_window;
            RETURN QUERY SELECT 'quota_insufficient'::TEXT, GREATEST(0, p_quota_limit - COALESCE(v_spent, 0) - COALESCE(v_reserved, 0));
            RETURN;
          END IF;
        END IF;
        UPDATE accounts a SET reserved = a.reserved + p_hold
          WHERE a.id = p_account_id AND a.status = 'active' AND a.balance - a.reserved >= p_hold
          RETURNING a.balance - a.reserved INTO v_free;
        IF NOT FOUND THEN
          IF p_quota_window IS NOT NULL AND p_quota_limit IS NOT NULL THEN
            UPDATE quota_usage q SET reserved = q.reserved - p_hold WHERE q.token_id = p_token_id AND q.quota_window = p_quota_window;
          END IF;
          SELECT a.status, a.balance - a.reserved INTO v_status, v_free FROM accounts a WHERE a.id = p_account_id;
          IF v_status IS DISTINCT FROM 'active' THEN
            RETURN QUERY SELECT 'account_not_active'::TEXT, 0::BIGINT;
          ELSE
            RETURN QUERY SELECT 'balance_insufficient'::TEXT, GREATEST(0, v_free);
          END IF;
          RETURN;
        END IF;
        INSERT INTO reservations (id, request_id, token_id, account_id, model_id, hold, quota_window, created_at, expires_at)
          VALUES (p_id, p_request_id, p_token_id, p_account_id, p_model_id, p_hold, p_quota_window, p_created_at, p_expires_at);
        RETURN QUERY SELECT 'ok'::TEXT, LEAST(v_free, COALESCE(v_quota_left, v_free));
      END $$;

      CREATE FUNCTION modelgate_settle_from_lease(p_lease_id TEXT, p_reservation_id TEXT, p_part BIGINT, p_cost BIGINT,
        p_ledger_id TEXT, p_request_id TEXT, p_created_at BIGINT, p_token_id TEXT, p_account_id TEXT, p_model_id TEXT,
        p_input BIGINT, p_cached BIGINT, p_cache_write BIGINT, p_output BIGINT, p_rated_cost BIGINT, p_status TEXT)
      RETURNS BOOLEAN LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      DECLARE
        v_hold BIGINT;
        v_window TEXT;
        v_token TEXT;
        v_account TEXT;
        v_part BIGINT;
      BEGIN
        SELECT r.hold, r.quota_window, r.token_id, r.account_id INTO v_hold, v_window, v_token, v_account
          FROM reservations r WHERE r.id = p_lease_id FOR UPDATE;
        IF NOT FOUND THEN
          RETURN FALSE;
        END IF;
        -- Under the lease's lock, so a second settlement of the same request sees the first one's entry.
        PERFORM 1 FROM ledger l WHERE l.reservation_id = p_reservation_id;
        IF FOUND THEN
          RETURN FALSE;
        END IF;
        v_part := LEAST(v_hold, p_part);
        IF p_cost > v_part THEN
          RETURN FALSE;
        END IF;
        IF v_part = v_hold THEN
          DELETE FROM reservations r WHERE r.id = p_lease_id;
        ELSE
          UPDATE reservations r SET hold = r.hold - v_part WHERE r.id = p_lease_id;
        END IF;
        IF v_window IS NOT NULL THEN
          UPDATE quota_usage q SET spent = q.spent + p_cost, reserved = q.reserved - v_part
            WHERE q.token_id = v_token AND q.quota_window = v_window;
        END IF;
        UPDATE accounts a SET balance = a.balance - p_cost, reserved = a.reserved - v_part WHERE a.id = v_account;
        INSERT INTO ledger (id, reservation_id, request_id, created_at, token_id, account_id, model_id, input_tokens,
          cached_input_tokens, cache_write_input_tokens, output_tokens, cost, rated_cost, status, quota_window)
          VALUES (p_ledger_id, p_reservation_id, p_request_id, p_created_at, p_token_id, p_account_id, p_model_id, p_input,
          p_cached, p_cache_write, p_output, p_cost, p_rated_cost, p_status, v_window);
        RETURN TRUE;
      END $$;
    `,
  },
  {
    version: 6,
    name: 'balance adjustments with their reason',
    sql: `
      CREATE TABLE balance_adjustments (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts (id),
        amount BIGINT NOT NULL,
        balance_after BIGINT NOT NULL CHECK (balance_after >= 0),
        reason TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        seq BIGSERIAL NOT NULL
      );
      CREATE INDEX balance_adjustments_account ON balance_adjustments (account_id);
    `,
  },
  {
    version: 7,
    name: 'request records, found by request ID, time, account, token and model',
    sql: `
      CREATE TABLE request_records (
        request_id TEXT PRIMARY KEY,
        created_at BIGINT NOT NULL,
        account_id TEXT,
        token_id TEXT,
        model_id TEXT,
        status INTEGER,
        record JSONB NOT NULL
      );
      CREATE INDEX request_records_time ON request_records (created_at, request_id);
      CREATE INDEX request_records_account_time ON request_records (account_id, created_at);
      CREATE INDEX request_records_token_time ON request_records (token_id, created_at);
      CREATE INDEX request_records_model_time ON request_records (model_id, created_at);
    `,
  },
  {
    version: 8,
    name: 'ledger statuses ok, upstream_error, client_aborted, failed_mid_stream',
    // The old statuses are renamed (error → upstream_error, aborted → client_aborted) with the append-only trigger
    // off for this one statement, inside the migration's transaction.
    sql: `
      ALTER TABLE ledger DROP CONSTRAINT ledger_status_check;
      ALTER TABLE ledger DISABLE TRIGGER ledger_no_change;
      UPDATE ledger SET status = CASE status WHEN 'error' THEN 'upstream_error' ELSE 'client_aborted' END WHERE status IN ('error', 'aborted');
      ALTER TABLE ledger ENABLE TRIGGER ledger_no_change;
      ALTER TABLE ledger ADD CONSTRAINT ledger_status_check CHECK (status IN ('ok', 'upstream_error', 'client_aborted', 'failed_mid_stream'));
    `,
  },
  {
    version: 9,
    name: 'settlements from admission leases, several in one transaction',
    sql: `
      CREATE FUNCTION modelgate_settle_from_leases(p_lease_ids TEXT[], p_reservation_ids TEXT[], p_parts BIGINT[], p_costs BIGINT[],
        p_ledger_ids TEXT[], p_request_ids TEXT[], p_created_at BIGINT[], p_token_ids TEXT[], p_account_ids TEXT[], p_model_ids TEXT[],
        p_input BIGINT[], p_cached BIGINT[], p_cache_write BIGINT[], p_output BIGINT[], p_rated_cost BIGINT[], p_status TEXT[])
      RETURNS BOOLEAN[] LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      DECLARE
        v_settled BOOLEAN[] := '{}';
      BEGIN
        -- Every lease first, in one order, then the accounts: one at a time, a lease and then its account, a group
        -- would hold an account while it waits for the next lease, which a lease's return (lease → account) may hold.
        PERFORM 1 FROM reservations r WHERE r.id = ANY(p_lease_ids) ORDER BY r.id FOR UPDATE;
        FOR i IN 1 .. COALESCE(array_length(p_lease_ids, 1), 0) LOOP
          v_settled := v_settled || modelgate_settle_from_lease(p_lease_ids[i], p_reservation_ids[i], p_parts[i], p_costs[i],
            p_ledger_ids[i], p_request_ids[i], p_created_at[i], p_token_ids[i], p_account_ids[i], p_model_ids[i], p_input[i],
            p_cached[i], p_cache_write[i], p_output[i], p_rated_cost[i], p_status[i]);
        END LOOP;
        RETURN v_settled;
      END $$;
    `,
  },
  {
    version: 10,
    name: 'hourly usage rollup, kept by the ledger insert and backfilled',
    // One row per UTC hour and (account, token, model): what the usage series read instead of the ledger. Written by
    // a trigger on the ledger's INSERT, so in the settlement's own transaction whichever path settles: the two can
    // never disagree. Its row lock is taken after the account's or the lease's, by settlements that already queue there.
    sql: `
      CREATE TABLE usage_hourly (
        hour_start BIGINT NOT NULL,
        account_id TEXT NOT NULL,
        token_id TEXT NOT NULL,
        model_id TEXT NOT NULL,
        requests BIGINT NOT NULL,
        input_tokens BIGINT NOT NULL,
        cached_input_tokens BIGINT NOT NULL,
        cache_write_input_tokens BIGINT NOT NULL,
        output_tokens BIGINT NOT NULL,
        cost BIGINT NOT NULL,
        PRIMARY KEY (hour_start, account_id, token_id, model_id)
      );
      INSERT INTO usage_hourly SELECT (created_at / 3600000) * 3600000, account_id, token_id, model_id, COUNT(*), SUM(input_tokens),
        SUM(cached_input_tokens), SUM(cache_write_input_tokens), SUM(output_tokens), SUM(cost)
        FROM ledger GROUP BY 1, account_id, token_id, model_id;
      CREATE FUNCTION ledger_usage_hourly() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        INSERT INTO usage_hourly AS u VALUES ((NEW.created_at / 3600000) * 3600000, NEW.account_id, NEW.token_id, NEW.model_id, 1,
          NEW.input_tokens, NEW.cached_input_tokens, NEW.cache_write_input_tokens, NEW.output_tokens, NEW.cost)
        ON CONFLICT (hour_start, account_id, token_id, model_id) DO UPDATE SET requests = u.requests + 1,
          input_tokens = u.input_tokens + EXCLUDED.input_tokens, cached_input_tokens = u.cached_input_tokens + EXCLUDED.cached_input_tokens,
          cache_write_input_tokens = u.cache_write_input_tokens + EXCLUDED.cache_write_input_tokens,
          output_tokens = u.output_tokens + EXCLUDED.output_tokens, cost = u.cost + EXCLUDED.cost;
        RETURN NULL;
      END $$;
      CREATE TRIGGER ledger_usage_hourly AFTER INSERT ON ledger FOR EACH ROW EXECUTE FUNCTION ledger_usage_hourly();
    `,
  },
  {
    version: 11,
    name: 'which part of each ledger entry\'s usage was estimated',
    // Entries written before carry 'none'. The settle functions gain a last argument, p_estimated; the ones without it
    // stay (they write 'none'), so that an instance still on the previous version keeps settling during an upgrade.
    sql: `
      ALTER TABLE ledger ADD COLUMN estimated TEXT NOT NULL DEFAULT 'none' CHECK (estimated IN ('none', 'output', 'input_and_output'));

      CREATE FUNCTION modelgate_settle_within_hold(p_reservation_id TEXT, p_cost BIGINT, p_ledger_id TEXT, p_request_id TEXT,
        p_created_at BIGINT, p_token_id TEXT, p_account_id TEXT, p_model_id TEXT, p_input BIGINT, p_cached BIGINT,
        p_cache_write BIGINT, p_output BIGINT, p_rated_cost BIGINT, p_status TEXT, p_estimated TEXT)
      RETURNS BOOLEAN LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      DECLARE
        v_hold BIGINT;
        v_window TEXT;
        v_token TEXT;
        v_account TEXT;
      BEGIN
        DELETE FROM reservations r WHERE r.id = p_reservation_id AND r.hold >= p_cost
          RETURNING r.hold, r.quota_window, r.token_id, r.account_id INTO v_hold, v_window, v_token, v_account;
        IF NOT FOUND THEN
          RETURN FALSE;
        END IF;
        IF v_window IS NOT NULL THEN
          UPDATE quota_usage q SET spent = q.spent + p_cost, reserved = q.reserved - v_hold
            WHERE q.token_id = v_token AND q.quota_window = v_window;
        END IF;
        UPDATE accounts a SET balance = a.balance - p_cost, reserved = a.reserved - v_hold WHERE a.id = v_account;
        INSERT INTO ledger (id, reservation_id, request_id, created_at, token_id, account_id, model_id, input_tokens,
          cached_input_tokens, cache_write_input_tokens, output_tokens, cost, rated_cost, status, quota_window, estimated)
          VALUES (p_ledger_id, p_reservation_id, p_request_id, p_created_at, p_token_id, p_account_id, p_model_id, p_input,
          p_cached, p_cache_write, p_output, p_cost, p_rated_cost, p_status, v_window, p_estimated);
        RETURN TRUE;
      END $$;

      CREATE FUNCTION modelgate_settle_from_lease(p_lease_id TEXT, p_reservation_id TEXT, p_part BIGINT, p_cost BIGINT,
        p_ledger_id TEXT, p_request_id TEXT, p_created_at BIGINT, p_token_id TEXT, p_account_id TEXT, p_model_id TEXT,
        p_input BIGINT, p_cached BIGINT, p_cache_write BIGINT, p_output BIGINT, p_rated_cost BIGINT, p_status TEXT,
        p_estimated TEXT)
      RETURNS BOOLEAN LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      DECLARE
        v_hold BIGINT;
        v_window TEXT;
        v_token TEXT;
        v_account TEXT;
        v_part BIGINT;
      BEGIN
        SELECT r.hold, r.quota_window, r.token_id, r.account_id INTO v_hold, v_window, v_token, v_account
          FROM reservations r WHERE r.id = p_lease_id FOR UPDATE;
        IF NOT FOUND THEN
          RETURN FALSE;
        END IF;
        -- Under the lease's lock, so a second settlement of the same request sees the first one's entry.
        PERFORM 1 FROM ledger l WHERE l.reservation_id = p_reservation_id;
        IF FOUND THEN
          RETURN FALSE;
        END IF;
        v_part := LEAST(v_hold, p_part);
        IF p_cost > v_part THEN
          RETURN FALSE;
        END IF;
        IF v_part = v_hold THEN
          DELETE FROM reservations r WHERE r.id = p_lease_id;
        ELSE
          UPDATE reservations r SET hold = r.hold - v_part WHERE r.id = p_lease_id;
        END IF;
        IF v_window IS NOT NULL THEN
          UPDATE quota_usage q SET spent = q.spent + p_cost, reserved = q.reserved - v_part
            WHERE q.token_id = v_token AND q.quota_window = v_window;
        END IF;
        UPDATE accounts a SET balance = a.balance - p_cost, reserved = a.reserved - v_part WHERE a.id = v_account;
        INSERT INTO ledger (id, reservation_id, request_id, created_at, token_id, account_id, model_id, input_tokens,
          cached_input_tokens, cache_write_input_tokens, output_tokens, cost, rated_cost, status, quota_window, estimated)
          VALUES (p_ledger_id, p_reservation_id, p_request_id, p_created_at, p_token_id, p_account_id, p_model_id, p_input,
          p_cached, p_cache_write, p_output, p_cost, p_rated_cost, p_status, v_window, p_estimated);
        RETURN TRUE;
      END $$;

      CREATE FUNCTION modelgate_settle_from_leases(p_lease_ids TEXT[], p_reservation_ids TEXT[], p_parts BIGINT[], p_costs BIGINT[],
        p_ledger_ids TEXT[], p_request_ids TEXT[], p_created_at BIGINT[], p_token_ids TEXT[], p_account_ids TEXT[], p_model_ids TEXT[],
        p_input BIGINT[], p_cached BIGINT[], p_cache_write BIGINT[], p_output BIGINT[], p_rated_cost BIGINT[], p_status TEXT[],
        p_estimated TEXT[])
      RETURNS BOOLEAN[] LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      DECLARE
        v_settled BOOLEAN[] := '{}';
      BEGIN
        -- Every lease first, in one order, then the accounts (see version 9).
        PERFORM 1 FROM reservations r WHERE r.id = ANY(p_lease_ids) ORDER BY r.id FOR UPDATE;
        FOR i IN 1 .. COALESCE(array_length(p_lease_ids, 1), 0) LOOP
          v_settled := v_settled || modelgate_settle_from_lease(p_lease_ids[i], p_reservation_ids[i], p_parts[i], p_costs[i],
            p_ledger_ids[i], p_request_ids[i], p_created_at[i], p_token_ids[i], p_account_ids[i], p_model_ids[i], p_input[i],
            p_cached[i], p_cache_write[i], p_output[i], p_rated_cost[i], p_status[i], p_estimated[i]);
        END LOOP;
        RETURN v_settled;
      END $$;
    `,
  },
  {
    version: 12,
    name: 'group-committed settlements in a statement per table, the hourly rollup once per statement',
    // A batch of settlements from leases wrote its lease, its account and the rollup once per settlement (the same rows
    // over and over in one transaction); the usual batch now takes one statement per table. Anything unusual in a batch
    // (a lease gone or used up, a quota, a cost over its part, a request settled before) settles it one by one, as before.
    // The rollup trigger fires once per statement with the inserted rows, so a batch adds to each hour's row once.
    sql: `
      CREATE OR REPLACE FUNCTION ledger_usage_hourly() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        INSERT INTO usage_hourly AS u
          SELECT (n.created_at / 3600000) * 3600000, n.account_id, n.token_id, n.model_id, COUNT(*), SUM(n.input_tokens), SUM(n.cached_input_tokens),
            SUM(n.cache_write_input_tokens), SUM(n.output_tokens), SUM(n.cost)
          FROM new_rows n GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT (hour_start, account_id, token_id, model_id) DO UPDATE SET requests = u.requests + EXCLUDED.requests,
          input_tokens = u.input_tokens + EXCLUDED.input_tokens, cached_input_tokens = u.cached_input_tokens + EXCLUDED.cached_input_tokens,
          cache_write_input_tokens = u.cache_write_input_tokens + EXCLUDED.cache_write_input_tokens,
          output_tokens = u.output_tokens + EXCLUDED.output_tokens, cost = u.cost + EXCLUDED.cost;
        RETURN NULL;
      END $$;
      DROP TRIGGER ledger_usage_hourly ON ledger;
      CREATE TRIGGER ledger_usage_hourly AFTER INSERT ON ledger REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_usage_hourly();

      CREATE OR REPLACE FUNCTION modelgate_settle_from_leases(p_lease_ids TEXT[], p_reservation_ids TEXT[], p_parts BIGINT[], p_costs BIGINT[],
        p_ledger_ids TEXT[], p_request_ids TEXT[], p_created_at BIGINT[], p_token_ids TEXT[], p_account_ids TEXT[], p_model_ids TEXT[],
        p_input BIGINT[], p_cached BIGINT[], p_cache_write BIGINT[], p_output BIGINT[], p_rated_cost BIGINT[], p_status TEXT[],
        p_estimated TEXT[])
      RETURNS BOOLEAN[] LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      DECLARE
        v_count INTEGER := COALESCE(array_length(p_lease_ids, 1), 0);
        v_settled BOOLEAN[] := '{}';
      BEGIN
        -- Every lease first, in one order, then the accounts (see version 9).
        PERFORM 1 FROM reservations r WHERE r.id = ANY(p_lease_ids) ORDER BY r.id FOR UPDATE;
        -- The usual batch: every lease held, without a quota, keeps more than its parts here; every cost within its part;
        -- every request settled once. Then a statement per table settles them all, the accounts locked in the
        -- order the store sorts a batch by (byte order).
        IF v_count > 1
          AND NOT EXISTS (
            SELECT 1 FROM (SELECT b.lease_id, SUM(b.part) AS parts, BOOL_OR(b.cost > b.part OR b.part < 0) AS over
              FROM unnest(p_lease_ids, p_parts, p_costs) AS b(lease_id, part, cost) GROUP BY b.lease_id) s
            LEFT JOIN reservations r ON r.id = s.lease_id
            WHERE r.id IS NULL OR r.quota_window IS NOT NULL OR r.hold <= s.parts OR s.over)
          AND (SELECT COUNT(DISTINCT x) FROM unnest(p_reservation_ids) AS x) = v_count
          AND NOT EXISTS (SELECT 1 FROM ledger l WHERE l.reservation_id = ANY(p_reservation_ids))
        THEN
          PERFORM 1 FROM accounts a WHERE a.id IN (SELECT r.account_id FROM reservations r WHERE r.id = ANY(p_lease_ids)) ORDER BY a.id COLLATE "C" FOR UPDATE;
          UPDATE reservations r SET hold = r.hold - s.parts
            FROM (SELECT b.lease_id, SUM(b.part) AS parts FROM unnest(p_lease_ids, p_parts) AS b(lease_id, part) GROUP BY b.lease_id) s
            WHERE r.id = s.lease_id;
          UPDATE accounts a SET balance = a.balance - s.cost, reserved = a.reserved - s.parts
            FROM (SELECT r.account_id, SUM(b.cost) AS cost, SUM(b.part) AS parts FROM unnest(p_lease_ids, p_parts, p_costs) AS b(lease_id, part, cost)
              JOIN reservations r ON r.id = b.lease_id GROUP BY r.account_id) s
            WHERE a.id = s.account_id;
          INSERT INTO ledger (id, reservation_id, request_id, created_at, token_id, account_id, model_id, input_tokens,
            cached_input_tokens, cache_write_input_tokens, output_tokens, cost, rated_cost, status, quota_window, estimated)
            SELECT b.ledger_id, b.reservation_id, b.request_id, b.created_at, b.token_id, b.account_id, b.model_id, b.input, b.cached,
              b.cache_write, b.output, b.cost, b.rated_cost, b.status, NULL, b.estimated
            FROM unnest(p_ledger_ids, p_reservation_ids, p_request_ids, p_created_at, p_token_ids, p_account_ids, p_model_ids, p_input,
              p_cached, p_cache_write, p_output, p_costs, p_rated_cost, p_status, p_estimated)
              AS b(ledger_id, reservation_id, request_id, created_at, token_id, account_id, model_id, input, cached, cache_write, output,
                cost, rated_cost, status, estimated);
          RETURN array_fill(TRUE, ARRAY[v_count]);
        END IF;
        FOR i IN 1 .. v_count LOOP
          v_settled := v_settled || modelgate_settle_from_lease(p_lease_ids[i], p_reservation_ids[i], p_parts[i], p_costs[i],
            p_ledger_ids[i], p_request_ids[i], p_created_at[i], p_token_ids[i], p_account_ids[i], p_model_ids[i], p_input[i],
            p_cached[i], p_cache_write[i], p_output[i], p_rated_cost[i], p_status[i], p_estimated[i]);
        END LOOP;
        RETURN v_settled;
      END $$;
    `,
  },
  {
    version: 13,
    name: 'a batch that uses a lease up exactly settles in its statement per table too',
    // A batch holding the last parts of a lease (their sum equal to what it held: about once per lease taken) went one
    // by one, the whole batch, with every request of it waiting; the statement per table now deletes such a lease, as
    // the one-by-one function does.
    sql: `
      CREATE OR REPLACE FUNCTION modelgate_settle_from_leases(p_lease_ids TEXT[], p_reservation_ids TEXT[], p_parts BIGINT[], p_costs BIGINT[],
        p_ledger_ids TEXT[], p_request_ids TEXT[], p_created_at BIGINT[], p_token_ids TEXT[], p_account_ids TEXT[], p_model_ids TEXT[],
        p_input BIGINT[], p_cached BIGINT[], p_cache_write BIGINT[], p_output BIGINT[], p_rated_cost BIGINT[], p_status TEXT[],
        p_estimated TEXT[])
      RETURNS BOOLEAN[] LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      DECLARE
        v_count INTEGER := COALESCE(array_length(p_lease_ids, 1), 0);
        v_settled BOOLEAN[] := '{}';
      BEGIN
        -- Every lease first, in one order, then the accounts (see version 9).
        PERFORM 1 FROM reservations r WHERE r.id = ANY(p_lease_ids) ORDER BY r.id FOR UPDATE;
        -- The usual batch: every lease held, without a quota, keeps at least its parts here; every cost within its part;
        -- every request settled once. Then a statement per table settles them all, the accounts locked in the
        -- order the store sorts a batch by (byte order).
        IF v_count > 1
          AND NOT EXISTS (
            SELECT 1 FROM (SELECT b.lease_id, SUM(b.part) AS parts, BOOL_OR(b.cost > b.part OR b.part < 0) AS over
              FROM unnest(p_lease_ids, p_parts, p_costs) AS b(lease_id, part, cost) GROUP BY b.lease_id) s
            LEFT JOIN reservations r ON r.id = s.lease_id
            WHERE r.id IS NULL OR r.quota_window IS NOT NULL OR r.hold < s.parts OR s.over)
          AND (SELECT COUNT(DISTINCT x) FROM unnest(p_reservation_ids) AS x) = v_count
          AND NOT EXISTS (SELECT 1 FROM ledger l WHERE l.reservation_id = ANY(p_reservation_ids))
        THEN
          PERFORM 1 FROM accounts a WHERE a.id IN (SELECT r.account_id FROM reservations r WHERE r.id = ANY(p_lease_ids)) ORDER BY a.id COLLATE "C" FOR UPDATE;
          UPDATE reservations r SET hold = r.hold - s.parts
            FROM (SELECT b.lease_id, SUM(b.part) AS parts FROM unnest(p_lease_ids, p_parts) AS b(lease_id, part) GROUP BY b.lease_id) s
            WHERE r.id = s.lease_id;
          UPDATE accounts a SET balance = a.balance - s.cost, reserved = a.reserved - s.parts
            FROM (SELECT r.account_id, SUM(b.cost) AS cost, SUM(b.part) AS parts FROM unnest(p_lease_ids, p_parts, p_costs) AS b(lease_id, part, cost)
              JOIN reservations r ON r.id = b.lease_id GROUP BY r.account_id) s
            WHERE a.id = s.account_id;
          -- A lease whose parts used it up goes (after the accounts, which are found through it), as one by one.
          DELETE FROM reservations r WHERE r.id = ANY(p_lease_ids) AND r.hold = 0;
          INSERT INTO ledger (id, reservation_id, request_id, created_at, token_id, account_id, model_id, input_tokens,
            cached_input_tokens, cache_write_input_tokens, output_tokens, cost, rated_cost, status, quota_window, estimated)
            SELECT b.ledger_id, b.reservation_id, b.request_id, b.created_at, b.token_id, b.account_id, b.model_id, b.input, b.cached,
              b.cache_write, b.output, b.cost, b.rated_cost, b.status, NULL, b.estimated
            FROM unnest(p_ledger_ids, p_reservation_ids, p_request_ids, p_created_at, p_token_ids, p_account_ids, p_model_ids, p_input,
              p_cached, p_cache_write, p_output, p_costs, p_rated_cost, p_status, p_estimated)
              AS b(ledger_id, reservation_id, request_id, created_at, token_id, account_id, model_id, input, cached, cache_write, output,
                cost, rated_cost, status, estimated);
          RETURN array_fill(TRUE, ARRAY[v_count]);
        END IF;
        FOR i IN 1 .. v_count LOOP
          v_settled := v_settled || modelgate_settle_from_lease(p_lease_ids[i], p_reservation_ids[i], p_parts[i], p_costs[i],
            p_ledger_ids[i], p_request_ids[i], p_created_at[i], p_token_ids[i], p_account_ids[i], p_model_ids[i], p_input[i],
            p_cached[i], p_cache_write[i], p_output[i], p_rated_cost[i], p_status[i], p_estimated[i]);
        END LOOP;
        RETURN v_settled;
      END $$;
    `,
  },
  {
    version: 14,
    name: 'part of a hold given back in one statement',
    // A lease's unused part went back in a transaction of four round trips from the gateway, holding its account's
    // row all along, while that account's settlement batches and lease takes waited on the row: one statement now, in
    // the lock order used everywhere (reservation, quota row, account). Returns what it gave back.
    sql: `
      CREATE FUNCTION modelgate_shrink_hold(p_id TEXT, p_amount BIGINT) RETURNS BIGINT
      LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      DECLARE
        v_reservation reservations%ROWTYPE;
        v_returned BIGINT;
      BEGIN
        SELECT * INTO v_reservation FROM reservations WHERE id = p_id FOR UPDATE;
        IF NOT FOUND THEN
          RETURN 0;
        END IF;
        v_returned := LEAST(v_reservation.hold, GREATEST(0, p_amount));
        IF v_returned = v_reservation.hold THEN
          DELETE FROM reservations WHERE id = p_id;
        ELSE
          UPDATE reservations SET hold = hold - v_returned WHERE id = p_id;
        END IF;
        IF v_reservation.quota_window IS NOT NULL THEN
          UPDATE quota_usage SET reserved = reserved - v_returned WHERE token_id = v_reservation.token_id AND quota_window = v_reservation.quota_window;
        END IF;
        UPDATE accounts SET reserved = reserved - v_returned WHERE id = v_reservation.account_id;
        RETURN v_returned;
      END $$;
    `,
  },
  {
    version: 15,
    name: 'a batch of settlements reads its tables through their keys',
    // PostgreSQL keeps a generic plan of each statement of a function per connection once five runs found it no worse;
    // made while the ledger was near empty (a new install or schema, a server that does not analyze it), the check for
    // requests settled before read the whole ledger, once per batch, from then on: a batch's cost grew with the ledger,
    // and the accounts' statements would scan every account the same way. Every statement of a batch finds its rows by
    // key (reservation, account, ledger entry by its reservation), so the batch's plans use those indexes whatever the
    // tables' size or statistics when they were made; still made once per connection, not at every batch.
    sql: `
      ALTER FUNCTION modelgate_settle_from_leases(TEXT[], TEXT[], BIGINT[], BIGINT[], TEXT[], TEXT[], BIGINT[], TEXT[], TEXT[], TEXT[],
        BIGINT[], BIGINT[], BIGINT[], BIGINT[], BIGINT[], TEXT[], TEXT[]) SET enable_seqscan = off;
    `,
  },
  {
    version: 16,
    name: 'failed request records found on an index of their own',
    // A listing of failed requests (`status >= 400`) read the time index, every record until it had a page: all of them
    // when few failed. A partial index holds only the failed ones, so a successful request's record pays only its test.
    sql: `
      CREATE INDEX request_records_failed_time ON request_records (created_at, request_id) WHERE status >= 400;
    `,
  },
  {
    version: 17,
    name: 'a batch of settlements reads each lease once and plans its statements once',
    // The accounts' statement of a batch joined every part to its lease: one index lookup of the lease per part, each
    // walking the versions of the lease's row not yet pruned (every batch updates that row; while another session holds
    // an old snapshot, none can be pruned). The parts are now summed by lease first. And a batch of fewer than about
    // eight parts planned every statement again at each call: PostgreSQL's plan cache found a plan made for the
    // arrays' real length cheaper than the generic one (which assumes ten elements), and so kept planning custom ones,
    // a fifth of a small batch's CPU. Every statement here finds its rows by key whatever the arrays hold, so the
    // generic plan is always taken. The same function otherwise; it keeps version 15's setting (a CREATE OR REPLACE
    // drops the settings it does not name).
    sql: `
      CREATE OR REPLACE FUNCTION modelgate_settle_from_leases(p_lease_ids TEXT[], p_reservation_ids TEXT[], p_parts BIGINT[], p_costs BIGINT[],
        p_ledger_ids TEXT[], p_request_ids TEXT[], p_created_at BIGINT[], p_token_ids TEXT[], p_account_ids TEXT[], p_model_ids TEXT[],
        p_input BIGINT[], p_cached BIGINT[], p_cache_write BIGINT[], p_output BIGINT[], p_rated_cost BIGINT[], p_status TEXT[],
        p_estimated TEXT[])
      RETURNS BOOLEAN[] LANGUAGE plpgsql SET search_path FROM CURRENT SET enable_seqscan = off
        SET plan_cache_mode = force_generic_plan AS $$
      DECLARE
        v_count INTEGER := COALESCE(array_length(p_lease_ids, 1), 0);
        v_settled BOOLEAN[] := '{}';
      BEGIN
        -- Every lease first, in one order, then the accounts (see version 9).
        PERFORM 1 FROM reservations r WHERE r.id = ANY(p_lease_ids) ORDER BY r.id FOR UPDATE;
        -- The usual batch: every lease held, without a quota, keeps at least its parts here; every cost within its part;
        -- every request settled once. Then a statement per table settles them all, the accounts locked in the
        -- order the store sorts a batch by (byte order).
        IF v_count > 1
          AND NOT EXISTS (
            SELECT 1 FROM (SELECT b.lease_id, SUM(b.part) AS parts, BOOL_OR(b.cost > b.part OR b.part < 0) AS over
              FROM unnest(p_lease_ids, p_parts, p_costs) AS b(lease_id, part, cost) GROUP BY b.lease_id) s
            LEFT JOIN reservations r ON r.id = s.lease_id
            WHERE r.id IS NULL OR r.quota_window IS NOT NULL OR r.hold < s.parts OR s.over)
          AND (SELECT COUNT(DISTINCT x) FROM unnest(p_reservation_ids) AS x) = v_count
          AND NOT EXISTS (SELECT 1 FROM ledger l WHERE l.reservation_id = ANY(p_reservation_ids))
        THEN
          PERFORM 1 FROM accounts a WHERE a.id IN (SELECT r.account_id FROM reservations r WHERE r.id = ANY(p_lease_ids)) ORDER BY a.id COLLATE "C" FOR UPDATE;
          UPDATE reservations r SET hold = r.hold - s.parts
            FROM (SELECT b.lease_id, SUM(b.part) AS parts FROM unnest(p_lease_ids, p_parts) AS b(lease_id, part) GROUP BY b.lease_id) s
            WHERE r.id = s.lease_id;
          -- Summed by lease before the leases are read: once per lease, not once per part (see version 17).
          UPDATE accounts a SET balance = a.balance - s.cost, reserved = a.reserved - s.parts
            FROM (SELECT r.account_id, SUM(b.cost) AS cost, SUM(b.parts) AS parts
              FROM (SELECT u.lease_id, SUM(u.cost) AS cost, SUM(u.part) AS parts FROM unnest(p_lease_ids, p_parts, p_costs) AS u(lease_id, part, cost)
                GROUP BY u.lease_id) b
              JOIN reservations r ON r.id = b.lease_id GROUP BY r.account_id) s
            WHERE a.id = s.account_id;
          -- A lease whose parts used it up goes (after the accounts, which are found through it), as one by one.
          DELETE FROM reservations r WHERE r.id = ANY(p_lease_ids) AND r.hold = 0;
          INSERT INTO ledger (id, reservation_id, request_id, created_at, token_id, account_id, model_id, input_tokens,
            cached_input_tokens, cache_write_input_tokens, output_tokens, cost, rated_cost, status, quota_window, estimated)
            SELECT b.ledger_id, b.reservation_id, b.request_id, b.created_at, b.token_id, b.account_id, b.model_id, b.input, b.cached,
              b.cache_write, b.output, b.cost, b.rated_cost, b.status, NULL, b.estimated
            FROM unnest(p_ledger_ids, p_reservation_ids, p_request_ids, p_created_at, p_token_ids, p_account_ids, p_model_ids, p_input,
              p_cached, p_cache_write, p_output, p_costs, p_rated_cost, p_status, p_estimated)
              AS b(ledger_id, reservation_id, request_id, created_at, token_id, account_id, model_id, input, cached, cache_write, output,
                cost, rated_cost, status, estimated);
          RETURN array_fill(TRUE, ARRAY[v_count]);
        END IF;
        FOR i IN 1 .. v_count LOOP
          v_settled := v_settled || modelgate_settle_from_lease(p_lease_ids[i], p_reservation_ids[i], p_parts[i], p_costs[i],
            p_ledger_ids[i], p_request_ids[i], p_created_at[i], p_token_ids[i], p_account_ids[i], p_model_ids[i], p_input[i],
            p_cached[i], p_cache_write[i], p_output[i], p_rated_cost[i], p_status[i], p_estimated[i]);
        END LOOP;
        RETURN v_settled;
      END $$;
    `,
  },
  {
    version: 18,
    name: 'a request record kept as the JSON text it was written as',
    // A record was parsed into jsonb at every insert, about a quarter of the insert's work on the server, for the one
    // read that looks inside it (the traffic of the last hour). The text is now kept as written, in a json column
    // (checked to be JSON, not rebuilt), and that read parses its hour's records. A new column rather than a change of
    // `record`'s type: no rewrite of the table and no lock held beyond a moment, whatever its size; an instance not yet
    // upgraded goes on writing `record`, which every read still takes; those rows leave with the retention.
    sql: `
      ALTER TABLE request_records ADD COLUMN record_json JSON;
      ALTER TABLE request_records ALTER COLUMN record DROP NOT NULL;
      ALTER TABLE request_records ADD CONSTRAINT request_records_record_kept CHECK (record_json IS NOT NULL OR record IS NOT NULL) NOT VALID;
    `,
  },
  {
    version: 19,
    name: 'a team account\'s tokens read a chunk at a time on an index of their own',
    // The auth cache reads a busy team account's tokens again behind its requests (about once a second), 100 in prefix
    // order a statement. On `tokens_account` alone each statement read every token of the account and sorted them for
    // its 100 (with the tables not analyzed; analyzed, the prefix index was walked and filtered by account): ten times a
    // thousand rows a read of a team of 1,000. On (account, prefix) a chunk reads its 100 rows in order. A new index
    // only: an instance not yet upgraded runs the same statements and gets the same plans or this one.
    sql: `
      CREATE INDEX tokens_account_prefix ON tokens (account_id, prefix);
    `,
  },
  {
    version: 20,
    name: 'every change that decides an authentication announced to the instances',
    // Each instance listens on AUTH_CHANGES_CHANNEL and drops what its auth cache holds of a token or account named
    // here, so it can keep what the store said for a minute instead of a second. A token's row changes only by the
    // admin's hand; an account's row changes at every settlement (balance, reserved), which must not announce anything:
    // only its status and name, the columns a principal reads. The payload names the schema (the channel is the
    // database's) and the row; never a secret or a hash.
    sql: `
      CREATE FUNCTION modelgate_announce_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${AUTH_CHANGES_CHANNEL}', json_build_object(
          'schema', TG_TABLE_SCHEMA, 'table', TG_TABLE_NAME, 'id', CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
        RETURN NULL;
      END $$;
      CREATE TRIGGER tokens_announce_auth_change AFTER UPDATE OR DELETE ON tokens
        FOR EACH ROW EXECUTE FUNCTION modelgate_announce_auth_change();
      CREATE TRIGGER accounts_announce_auth_change AFTER UPDATE OF status, name ON accounts
        FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.name IS DISTINCT FROM NEW.name)
        EXECUTE FUNCTION modelgate_announce_auth_change();
    `,
  },
  {
    version: 21,
    name: 'a token added announced too',
    // An instance keeps, while it listens, that a secret was unknown for as long as anything else it read; that entry
    // is keyed by the secret's hash, which no notification names. A token row put in by hand (a restore from a copy),
    // or given another prefix and hash by hand, must end it at once: its notification says `added`, and every instance
    // drops what it knows the store did not know. Migration 20's function stays the accounts'.
    sql: `
      CREATE FUNCTION modelgate_announce_token_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        added boolean := TG_OP = 'INSERT';
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          added := OLD.prefix IS DISTINCT FROM NEW.prefix OR OLD.hash IS DISTINCT FROM NEW.hash;
        END IF;
        PERFORM pg_notify('${AUTH_CHANGES_CHANNEL}', json_build_object(
          'schema', TG_TABLE_SCHEMA, 'table', TG_TABLE_NAME, 'id', CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END,
          'added', added)::text);
        RETURN NULL;
      END $$;
      DROP TRIGGER tokens_announce_auth_change ON tokens;
      CREATE TRIGGER tokens_announce_auth_change AFTER INSERT OR UPDATE OR DELETE ON tokens
        FOR EACH ROW EXECUTE FUNCTION modelgate_announce_token_change();
    `,
  },
];
