/** A statement with a name: each pooled connection parses and plans it once, then only binds and runs it. */
export type NamedStatement = { name: string; text: string };

export const AUTH_RECORD_SELECT = `SELECT t.*, a.id AS a_id, a.name AS a_name, a.status AS a_status, a.balance AS a_balance, a.reserved AS a_reserved,
  a.created_at AS a_created_at FROM tokens t JOIN accounts a ON a.id = t.account_id`;

/** A chunk of the tokens of the account of the token with prefix $1, after prefix $2 in prefix order, $3 at most. */
export const ACCOUNT_AUTH_RECORDS_SELECT = `${AUTH_RECORD_SELECT} WHERE t.account_id = (SELECT account_id FROM tokens WHERE prefix = $1) AND t.prefix > $2
  ORDER BY t.prefix LIMIT $3`;

const placeholders = (count: number): string => Array.from({ length: count }, (_, index) => `$${index + 1}`).join(', ');

/**
 * The statements every request runs (authentication on a cache miss, admission, settlement, a lease's return, renewal), named. A name
 * always stands for the same text: PostgreSQL refuses a second statement of one name on a connection. (Behind
 * PgBouncer in transaction mode, named statements need PgBouncer 1.21 or later with `max_prepared_statements` set.)
 */
export const HOT_STATEMENTS = {
  findAuthRecord: { name: 'modelgate_find_auth_record', text: `${AUTH_RECORD_SELECT} WHERE t.prefix = $1` },
  findAuthRecords: { name: 'modelgate_find_auth_records', text: `${AUTH_RECORD_SELECT} WHERE t.prefix = ANY($1::text[])` },
  reserve: { name: 'modelgate_reserve', text: `SELECT * FROM modelgate_reserve(${placeholders(10)})` },
  settleWithinHold: { name: 'modelgate_settle_within_hold', text: `SELECT modelgate_settle_within_hold(${placeholders(15)}) AS settled` },
  settleFromLease: { name: 'modelgate_settle_from_lease', text: `SELECT modelgate_settle_from_lease(${placeholders(17)}) AS settled` },
  settleFromLeases: { name: 'modelgate_settle_from_leases', text: `SELECT modelgate_settle_from_leases(${placeholders(17)}) AS settled` },
  shrinkHold: { name: 'modelgate_shrink_hold', text: 'SELECT modelgate_shrink_hold($1, $2) AS returned' },
  renewReservation: { name: 'modelgate_renew_reservation', text: 'UPDATE reservations SET expires_at = $1 WHERE id = $2' },
} as const satisfies Record<string, NamedStatement>;
