import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestGateway } from '../testing-fixtures/create-test-gateway.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function builtConsole(): string {
  const folder = mkdtempSync(join(tmpdir(), 'modelgate-console-'));
  folders.push(folder);
  mkdirSync(join(folder, 'assets'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>ModelGate console</title><script type="module" src="/console/assets/app.js"></script>');
  writeFileSync(join(folder, 'assets', 'app.js'), 'export {};');
  return folder;
}

describe('the web console at /console/', () => {
  it('serves the built app with a strict content security policy, and redirects /console', async () => {
    const { app } = await createTestGateway({ consoleDirectory: builtConsole() });
    const page = await request(app).get('/console/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('ModelGate console');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect((await request(app).get('/console/assets/app.js')).headers['content-type']).toContain('javascript');
    const redirect = await request(app).get('/console');
    expect([redirect.status, redirect.headers['location']]).toEqual([301, '/console/']);
  });

  it('says how to build it when it is not built', async () => {
    const { app } = await createTestGateway({ consoleDirectory: null });
    const page = await request(app).get('/console/');
    expect(page.status).toBe(503);
    expect(page.body.error.message).toContain('pnpm build');
  });

  it('is off when the admin API is off', async () => {
    const { app } = await createTestGateway({ consoleDirectory: builtConsole(), admin: false });
    expect((await request(app).get('/console/')).status).toBe(404);
  });
});
