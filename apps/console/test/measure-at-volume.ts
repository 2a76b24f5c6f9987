import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startBuiltGateway } from './start-built-gateway.js';

// How the console's admin calls and pages scale on a seeded store: after `pnpm build` and
// `node apps/gateway/scripts/seed-admin-volume.mjs <folder> 100000`, `pnpm --filter @modelgate/console measure:volume
// <folder>` starts the built gateway on <folder>/modelgate.db and prints medians of 5 in ms, as markdown table rows.
const FOLDER = process.argv[2] ?? '';
const ROUNDS = 5;
const CHROMIUM = process.env['MODELGATE_CHROMIUM'] ?? '/usr/bin/chromium';

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function time(work: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

if (!existsSync(join(FOLDER, 'modelgate.db'))) throw new Error('usage: measure:volume <folder seeded by apps/gateway/scripts/seed-admin-volume.mjs>');
{
  const gateway = await startBuiltGateway({ folder: FOLDER, readyTimeoutMs: 120_000 });
  try {
    // A series of more than 10,000 points is refused (400): how fast it says so is measured too.
    const REFUSED = new Set(['/admin/usage/series?bucket=hour&group_by=token']);
    const get = (path: string) => async () => {
      const response = await fetch(`${gateway.url}${path}`, { headers: { authorization: `Bearer ${gateway.adminToken}` } });
      if (response.status !== (REFUSED.has(path) ? 400 : 200)) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const calls = [
      '/admin/accounts?limit=50', '/admin/accounts?limit=500', '/admin/tokens?limit=500', '/admin/tokens?limit=50', '/admin/tokens?limit=50&name=key-1',
      '/admin/usage/series?bucket=day&group_by=model',
      '/admin/usage/series?bucket=hour&group_by=model', '/admin/usage/series?bucket=day&group_by=account', '/admin/usage/series?bucket=hour&group_by=token',
      '/admin/usage/series?bucket=hour&group_by=token&account=team-0007', '/admin/usage/series?bucket=day&group_by=token',
      '/admin/usage?since=24h', '/admin/requests?limit=50', '/admin/requests?limit=50&outcome=failed', '/admin/requests?limit=50&account=team-0007',
      '/admin/requests/req_seed00000001', '/admin/models', '/admin/deployments',
    ];
    for (const path of calls) process.stdout.write(`| \`GET ${path}\` | ${(await time(get(path))).toFixed(1)} |\n`);

    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    try {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      await page.goto(`${gateway.url}/console/`);
      await page.evaluate((token) => window.sessionStorage.setItem('modelgate-admin-token', token), gateway.adminToken);
      const pages: [string, string, () => Promise<unknown>][] = [
        ['Accounts', 'accounts', () => page.getByRole('rowheader', { name: 'team-0000' }).waitFor()],
        ['Tokens', 'tokens', () => page.getByRole('rowheader', { name: 'key-0' }).first().waitFor()],
        ['Models', 'models', () => page.getByRole('table', { name: /^Deployments/ }).getByRole('row').nth(1).waitFor()],
        ['Usage (per day, by model)', 'usage', () => page.locator('.chart canvas').first().waitFor()],
        ['Requests', 'requests', () => page.getByRole('rowheader', { name: /req_seed/ }).first().waitFor()],
      ];
      for (const [name, hash, ready] of pages) {
        const load = await time(async () => {
          await page.goto(`${gateway.url}/console/#/${hash}`);
          await page.reload();
          await ready();
        });
        process.stdout.write(`| console page ${name}, load to content | ${load.toFixed(1)} |\n`);
      }
    } finally {
      await browser.close();
    }
  } finally {
    await gateway.stop();
  }
}
