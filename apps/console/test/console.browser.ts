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

    // Top up in a dialog, by keyboard only: it takes the focus, Escape closes it and gives the focus back.
    const topUpButton = page.getByRole('button', { name: 'Top up browser-e2e' });
    await topUpButton.focus();
    await page.keyboard.press('Enter');
    const topUp = page.getByRole('dialog', { name: 'Top up browser-e2e' });
    await topUp.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('amount');
    // A quick keyboard user reopens at once (Escape, Enter): the closed dialog's late close event must not take the
    // new one away.
    for (let round = 0; round < 8; round += 1) {
      await page.keyboard.press('Escape');
      await topUp.waitFor({ state: 'hidden' });
      await page.keyboard.press('Enter');
      await topUp.waitFor({ timeout: 5_000 });
    }
    await page.keyboard.press('Escape');
    await topUp.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Top up browser-e2e');
    await page.keyboard.press('Enter');
    await topUp.waitFor();
    await page.keyboard.type('25');
    await page.keyboard.press('Tab');
    await page.keyboard.type('browser test');
    await shoot('2b-accounts-top-up-dialog');
    await page.keyboard.press('Enter');
    await topUp.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('status').textContent()).toContain('browser-e2e now has 75 credits');
    await expect.poll(() => page.getByRole('row', { name: /browser-e2e/ }).textContent()).toContain('75');

    await page.getByRole('link', { name: 'Tokens' }).click();
    await page.getByRole('heading', { name: 'Tokens' }).waitFor();
    await page.getByLabel('Account', { exact: true }).fill('browser-e2e');
    await page.getByLabel('Name', { exact: true }).fill('e2e-token');
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
    // It failed over: the dead deployment first (a connection error), then the demo deployment answered.
    const attempts = page.getByRole('list', { name: 'Attempts' }).getByRole('listitem');
    expect(await attempts.allTextContents()).toEqual([expect.stringMatching(/^down\/gpt-down: failed \(connection_error\)/), expect.stringMatching(/^demo\/modelgate-demo: ok/)]);
    await shoot('4-requests-found-by-id');

    const usage = await admin<{ total: { cost: string } }>('/admin/usage?account=browser-e2e');
    expect(Number(usage.total.cost)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Usage' }).click();
    await page.getByLabel('Per', { exact: true }).selectOption('hour');
    await page.locator('.chart canvas').first().waitFor();
    await expect.poll(() => page.getByTestId('usage-cost').first().textContent()).toBe(usage.total.cost);
    await shoot('5-usage-chart');

    await page.getByRole('link', { name: 'Models' }).click();
    await expect.poll(() => page.getByRole('row', { name: /demo\/modelgate-demo/ }).first().textContent()).toContain('0.0%');
    const deployments = page.getByRole('table', { name: /^Deployments/ });
    await expect.poll(() => deployments.getByRole('row', { name: /down\/gpt-down/ }).textContent()).toContain('100.0%');
    expect(await deployments.getByRole('row', { name: /demo\/modelgate-demo/ }).textContent()).toContain('closed');
    await shoot('6-models');

    await page.getByRole('link', { name: 'Tokens' }).click();
    // The tokens are found by the gateway, a page at a time: by account and by a piece of the name.
    await page.getByLabel('Show the tokens of').fill('browser-e2e');
    await page.getByLabel('Name or prefix').fill('E2E-TOK');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect.poll(() => page.getByRole('table', { name: /^Tokens/ }).getByRole('rowheader').allTextContents()).toEqual(['e2e-token']);
    expect(await page.getByRole('button', { name: 'Next 50' }).isDisabled()).toBe(true);
    // Revoking asks first, in a dialog whose Cancel has the focus: Tab to the confirmation, Enter.
    await page.getByRole('button', { name: 'Revoke e2e-token' }).click();
    const revoke = page.getByRole('dialog', { name: 'Revoke e2e-token?' });
    await revoke.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await shoot('7a-tokens-revoke-dialog');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await revoke.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Revoked e2e-token');
    await shoot('7-tokens-revoked');
    expect((await chat(secret)).status).toBe(401);
  });
});
