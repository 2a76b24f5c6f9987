export const CLI_USAGE = `Usage: modelgate <command> [options]        (from a clone: node apps/gateway/dist/cli.js …)

  serve [--config modelgate.yaml] [--host 127.0.0.1] [--port 8080]
  accounts create --name <name> [--balance <credits>]
  accounts list
  accounts suspend|resume <account id or name>
  accounts top-up <account id or name> --amount <credits>
  tokens create --account <id or name> [--name <name>] [--models a,b] [--quota <credits>] [--quota-period month|day|lifetime]
                [--rpm <n>] [--tpm <n>] [--concurrency <n>] [--expires 30d|2027-01-31]
  tokens list [--account <id or name>]
  tokens revoke <token id>
  models list
  usage [--account <id or name>] [--token <token id>] [--model <model id>] [--since 7d|2026-11-01]

Every command reads --config <file> (default ./modelgate.yaml, else SQLite at ./data/modelgate.db with the demo model).`;
