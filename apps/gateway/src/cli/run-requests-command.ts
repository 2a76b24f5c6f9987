import { validateAdminListRequestsQuery } from '@modelgate/admin-api';
import type { CoreAdmin } from '@modelgate/core';
import { listRequestRecords } from '../admin/list-request-records.js';
import { toAdminRequestRecord } from '../admin/to-admin-request-record.js';
import { CliError } from './cli-error.js';
import type { CliIo } from './cli-io.js';
import { formatTable } from './format-table.js';
import type { CliArguments } from './parse-cli-arguments.js';
import { checkCliInput, toAdminRequest } from './to-admin-request.js';

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** `modelgate requests show <id>` (the whole record as JSON) and `requests list` (GET /admin/requests). */
export async function runRequestsCommand(admin: CoreAdmin, args: CliArguments, io: CliIo, now: number): Promise<void> {
  const [, action, target] = args.positionals;
  switch (action) {
    case 'show': {
      if (target === undefined) throw new CliError('requests show needs a request ID (x-request-id, req_…).');
      const record = await admin.getRequestRecord(target);
      if (record === null) throw new CliError(`No request record has the ID '${target}' (not an API request of this store, or older than server.request_retention_days).`);
      io.out(JSON.stringify(toAdminRequestRecord(record), null, 2));
      return;
    }
    case 'list': {
      const query = checkCliInput(validateAdminListRequestsQuery(toAdminRequest(args.flags, now)));
      const { page, nextCursor } = await listRequestRecords(admin, query, now);
      io.out(
        formatTable(
          ['REQUEST', 'STARTED', 'STATUS', 'MODEL', 'ACCOUNT', 'TOKEN', 'DEPLOYMENT', 'MS'],
          page.map((each) => [
            each.requestId, new Date(each.createdAt).toISOString(), each.status === null ? '-' : String(each.status), each.modelId ?? '',
            text(each.record['account']), text(each.record['tokenPrefix']), text(each.record['deployment']), text(each.record['latencyMs']),
          ]),
        ),
      );
      if (nextCursor !== null) io.err(`More: add --after ${nextCursor}`);
      return;
    }
    default:
      throw new CliError('Use requests show <request id> | requests list.');
  }
}
