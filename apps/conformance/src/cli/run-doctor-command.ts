import { parseArgs } from 'node:util';
import { renderDoctorReport } from '../doctor/render-doctor-report.js';
import { runDoctor } from '../doctor/run-doctor.js';
import type { FormatName } from '../types.js';
import type { CliIo } from './cli-io.js';
import { parseHeaders } from './parse-target-options.js';
import { USAGE_TEXT } from './usage-text.js';

const FORMATS: readonly FormatName[] = ['chat', 'responses', 'messages'];

/** `modelgate-conformance doctor …`: isolates the broken layer and prints the diagnosis record. */
export async function runDoctorCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'base-url': { type: 'string' },
      token: { type: 'string' },
      model: { type: 'string' },
      format: { type: 'string' },
      endpoint: { type: 'string' },
      client: { type: 'string' },
      'timeout-ms': { type: 'string' },
      json: { type: 'boolean' },
      header: { type: 'string', multiple: true },
    },
    strict: true,
  });
  const baseUrl = values['base-url'];
  const token = values.token ?? io.env.MODELGATE_TOKEN;
  if (baseUrl === undefined || token === undefined) {
    io.stderr(`doctor needs --base-url and --token.\n\n${USAGE_TEXT}`);
    return 2;
  }
  const format = values.format ?? 'chat';
  if (!(FORMATS as readonly string[]).includes(format)) {
    io.stderr(`--format must be one of ${FORMATS.join(', ')}\n`);
    return 2;
  }
  const headers = parseHeaders(values.header);
  const report = await runDoctor({
    baseUrl,
    token,
    ...(Object.keys(headers).length === 0 ? {} : { headers }),
    format: format as FormatName,
    ...(values.model === undefined ? {} : { model: values.model }),
    ...(values.endpoint === undefined ? {} : { endpoint: values.endpoint }),
    ...(values.client === undefined ? {} : { clientName: values.client }),
    ...(values['timeout-ms'] === undefined ? {} : { timeoutMs: Number(values['timeout-ms']) }),
    ...(io.fetch === undefined ? {} : { fetch: io.fetch }),
    ...(io.now === undefined ? {} : { now: io.now }),
  });
  io.stdout(values.json === true ? `${JSON.stringify(report, null, 2)}\n` : renderDoctorReport(report));
  return report.ok ? 0 : 1;
}
