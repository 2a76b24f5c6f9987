#!/usr/bin/env node
// Runs the whole suite, cassettes included, against the built gateway (apps/gateway/dist/cli.js) on loopback, in
// front of the replay upstream (see start-gateway.mjs), then stops everything. Exit code 1 when a case fails.
//
//   pnpm --filter @modelgate/conformance build && pnpm --filter @modelgate/gateway build
//   node apps/conformance/scripts/run-against-gateway.mjs [--report out.xml|out.json]
import { writeFile } from 'node:fs/promises';
import { renderJsonReport, renderJunitReport, renderTextReport, runConformance } from '../dist/index.js';
import { DEMO_MODEL, startGateway } from './start-gateway.mjs';

const reportIndex = process.argv.indexOf('--report');
const reportPath = reportIndex === -1 ? undefined : process.argv[reportIndex + 1];
let exitCode = 1;
let gateway;
try {
  gateway = await startGateway();
  const report = await runConformance({
    baseUrl: gateway.baseUrl,
    token: gateway.token,
    secondToken: gateway.secondToken,
    model: DEMO_MODEL,
    cassettes: gateway.cassettes,
    cassetteModelPrefix: 'cassette/',
    replayUpstream: gateway.replay,
  });
  process.stdout.write(renderTextReport(report));
  if (reportPath !== undefined) {
    await writeFile(reportPath, reportPath.endsWith('.xml') ? renderJunitReport(report) : renderJsonReport(report));
  }
  exitCode = report.totals.fail > 0 ? 1 : 0;
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  await gateway?.stop();
}
process.exitCode = exitCode;
