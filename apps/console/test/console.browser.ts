import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltGateway, type BuiltGateway } from './start-built-gateway.js';

const SCREENSHOTS = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
const CHROMIUM = process.env['MODELGATE_CHROMIUM'] ?? '/usr/bin/chromium';

let gateway: BuiltGateway;
let browser: Browser;
let page: Page;

async function shoot(name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}

async function chat(secret: string): Promise<Response> {
  return fetch(`${gateway.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'modelgate-demo', messages: [{ role: 'user', content: 'Say hello to the console.' }] }),
  });
}

async function admin<T>(path: string): Promise<T> {
  const response = await fetch(`${gateway.url}${path}`, { headers: { authorization: `Bearer ${gateway.adminToken}` } });
  return (await response.json()) as T;
}

describe('the web console in a real browser', () => {
  beforeAll(async () => {
    rmSync(SCREENSHOTS, { recursive: true, force: true });
    mkdirSync(SCREENSHOTS, { recursive: true });
    gateway = await startBuiltGateway();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  });

  afterAll(async () => {
    await browser?.close();
    await gateway?.stop();
    if (gateway !== undefined) rmSync(gateway.folder, { recursive: true, force: true });
  });

  it('logs in, issues a token, finds its request by ID, shows its cost over time, and revokes it', async () => {
    await page.goto(`${gateway.url}/console/`);
    await shoot('1-login');
    await page.getByLabel('Admin token').fill('wrong-token-wrong-token');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('not the admin token');
    await page.getByLabel('Admin token').fill(gateway.adminToken);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();

    await page.getByLabel('Name').fill('browser-e2e');
    await page.getByLabel('Balance (credits)').fill('50');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('rowheader', { name: 'browser-e2e' }).waitFor();
    await expect.poll(() => page.getByRole('row', { name: /browser-e2e/ }).textContent()).toContain('50');
    await shoot('2-accounts');

    await page.getByRole('link', { name: 'Tokens' }).click();
    await page.getByRole('heading', { name: 'Tokens' }).waitFor();
    await page.getByLabel('Account', { exact: true }).selectOption({ label: 'browser-e2e' });
    await page.getByLabel('Name').fill('e2e-token');
    await page.getByLabel('Requests/min').fill('60');
    await page.getByRole('button', { name: 'Issue token' }).click();
    const secret = (await page.getByTestId('token-secret').textContent()) ?? '';
    expect(secret).toMatch(/^mg-/);
    await shoot('3-tokens-secret-once');

    const answered = await chat(secret);
    expect([answered.status, answered.status === 200 ? '' : await answered.text()]).toEqual([200, '']);
    const requestId = answered.headers.get('x-request-id') ?? '';
    expect(requestId).not.toBe('');
    // Records are written in batches about once a second, off the request's path.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const found = await fetch(`${gateway.url}/admin/requests/${requestId}`, { headers: { authorization: `Bearer ${gateway.adminToken}` } });
      if (found.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    await page.getByRole('link', { name: 'Requests' }).click();
    await page.getByLabel('Request ID').fill(requestId);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('article', { name: `Request ${requestId}` }).waitFor();
    expect(await page.getByTestId('record-status').textContent()).toBe('200');
    await shoot('4-requests-found-by-id');

    const usage = await admin<{ total: { cost: string } }>('/admin/usage?account=browser-e2e');
    expect(Number(usage.total.cost)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Usage' }).click();
    await page.getByLabel('Per', { exact: true }).selectOption('hour');
    await page.locator('.chart canvas').first().waitFor();
    await expect.poll(() => page.getByTestId('usage-cost').first().textContent()).toBe(usage.total.cost);
    await shoot('5-usage-chart');

    await page.getByRole('link', { name: 'Models' }).click();
    await expect.poll(() => page.getByRole('row', { name: /demo\/modelgate-demo/ }).textContent()).toContain('0.0%');
    await shoot('6-models');

    await page.getByRole('link', { name: 'Tokens' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Revoke e2e-token' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Revoked');
    await shoot('7-tokens-revoked');
    expect((await chat(secret)).status).toBe(401);
  });
});
