/** How a command's option is given: `--name <value>`, or a switch that takes none (`--no-demo`). */
export type CliOptionKind = 'value' | 'switch';

export type CliCommand = {
  /** The lines after `Usage: modelgate <name>`; the first starts with the command itself. */
  usage: string;
  options: Record<string, CliOptionKind>;
};

const COMMON_OPTIONS: Record<string, CliOptionKind> = { config: 'value', help: 'switch' };

const CONFIG_LINE = `  --config <file>   the configuration (default ./modelgate.yaml, else the built-in default: SQLite at
                    ./data/modelgate.db and the demo model); relative paths in it are relative to the file`;

/** Every `modelgate` command, its options and its help text. */
export const CLI_COMMANDS: Record<string, CliCommand> = {
  serve: {
    usage: `serve [--config <file>] [--host 127.0.0.1] [--port 8080] [--no-demo | --demo]

Starts the gateway and prints its address and process ID; stops on SIGINT/SIGTERM after draining running requests
(server.shutdown_grace_s) and reloads providers and models on SIGHUP.

${CONFIG_LINE}
  --host <address>  listen on this address (default server.host, else 127.0.0.1)
  --port <port>     listen on this port (default server.port, else 8080; 0 picks a free one)
  --no-demo         never create the demo account (by default it is created, on an empty store, only for the
                    built-in default configuration started from a terminal; its token is printed once on stdout)
  --demo            create the demo account on an empty store whatever the configuration (tests, trials); its
                    token goes to stdout in a terminal, else to stderr`,
    options: { ...COMMON_OPTIONS, host: 'value', port: 'value', 'no-demo': 'switch', demo: 'switch' },
  },
  accounts: {
    usage: `accounts create --name <name> [--balance <credits>]
       modelgate accounts list [--status active|suspended] [--name <text>] [--limit <n>] [--after <cursor>]
       modelgate accounts show|suspend|resume <account id or name>
       modelgate accounts top-up <account id or name> --amount <credits> [--note <text>]
       modelgate accounts adjust <account id or name> --amount <signed credits> --reason <text>
       modelgate accounts set-balance <account id or name> --balance <credits> --reason <text>
       modelgate accounts adjustments <account id or name>

Manages accounts in the configured store (needs only the store's settings, not the upstream keys).

${CONFIG_LINE}`,
    options: { ...COMMON_OPTIONS, name: 'value', balance: 'value', amount: 'value', note: 'value', reason: 'value', status: 'value', limit: 'value', after: 'value' },
  },
  tokens: {
    usage: `tokens create --account <id or name> [--name <name>] [--models a,b] [--quota <credits>]
                 [--quota-period month|day|lifetime] [--rpm <n>] [--tpm <n>] [--concurrency <n>]
                 [--expires 30d|2027-01-31]
       modelgate tokens update <token id> [the create options; all, none or never remove a setting]
       modelgate tokens list [--account <id or name>] [--status active|revoked] [--limit <n>] [--after <cursor>]
       modelgate tokens show|revoke|delete <token id>

Creates (the secret is printed once, on stdout), lists and revokes tokens in the configured store.

${CONFIG_LINE}`,
    options: {
      ...COMMON_OPTIONS,
      account: 'value',
      name: 'value',
      models: 'value',
      quota: 'value',
      'quota-period': 'value',
      rpm: 'value',
      tpm: 'value',
      concurrency: 'value',
      expires: 'value',
      status: 'value',
      limit: 'value',
      after: 'value',
    },
  },
  models: {
    usage: `models list

Lists the configured models, their deployments and prices (credits per million tokens). Needs no secret.

${CONFIG_LINE}`,
    options: { ...COMMON_OPTIONS },
  },
  requests: {
    usage: `requests show <request id>
       modelgate requests list [--account <id or name>] [--token <token id>] [--model <model id>] [--outcome <outcome>]
                               [--since 7d|2026-11-01] [--until …] [--limit <n>] [--after <cursor>]

Finds requests' diagnostic records (kept server.request_retention_days) by request ID, or lists them newest first.

${CONFIG_LINE}`,
    options: { ...COMMON_OPTIONS, account: 'value', token: 'value', model: 'value', outcome: 'value', since: 'value', until: 'value', limit: 'value', after: 'value' },
  },
  ledger: {
    usage: `ledger verify
       modelgate ledger list [--account <id or name>] [--token <token id>] [--model <model id>] [--since 7d|2026-11-01]
                             [--until …] [--limit <n, default 50>]

verify reconciles every balance, reserved amount and quota counter with the top-ups, the ledger and the open holds, to
the micro-credit; prints each difference and exits 1 if there is any. Run it while no requests are running.
list prints the newest ledger entries, oldest first: status, tokens, cost, and ESTIMATED, the part of the usage the
gateway counted itself because the upstream did not report it (none, output, or input_and_output).

${CONFIG_LINE}`,
    options: { ...COMMON_OPTIONS, account: 'value', token: 'value', model: 'value', since: 'value', until: 'value', limit: 'value' },
  },
  usage: {
    usage: `usage [--account <id or name>] [--token <token id>] [--model <model id>] [--since 7d|2026-11-01] [--until …]
             [--bucket hour|day] [--group-by account|token|model]

Prints requests, tokens and cost: in total, per account, per token and per model.

${CONFIG_LINE}`,
    options: { ...COMMON_OPTIONS, account: 'value', token: 'value', model: 'value', since: 'value', until: 'value', bucket: 'value', 'group-by': 'value' },
  },
};

/** `modelgate --help`: every command in one screen. */
export const CLI_USAGE = `Usage: modelgate <command> [options]        (from a clone: node apps/gateway/dist/cli.js …)

Commands:
  serve       start the gateway
  accounts    create, list, show, suspend, resume, top up and correct accounts
  tokens      create, list, show, update, revoke and delete tokens
  models      list the configured models
  usage       requests, tokens and cost, in total or over time
  requests    find a request's record by its ID, or list them
  ledger      verify: reconcile balances, quotas and the ledger (exits 1 on any difference); list entries
  version     print the version (also --version, -v)
  help        this text; \`modelgate help <command>\` or \`modelgate <command> --help\` for one command

Every command reads --config <file> (default ./modelgate.yaml, else the built-in default configuration).`;

/** `modelgate <command> --help`. */
export function formatCommandHelp(command: CliCommand): string {
  return `Usage: modelgate ${command.usage}`;
}
