#!/usr/bin/env node
// The adopter's path, end to end: packs @modelgate/conformance with pnpm, checks the tarball (no workspace ranges,
// the bin, the bundle, the cassettes and RULES.md are in it), installs it with plain npm in an empty directory, and
// runs it with npx against the built gateway on loopback (a few cases: this checks the package, not the gateway).
//
//   pnpm turbo run build --filter=@modelgate/gateway... --filter=@modelgate/conformance...
//   pnpm --filter @modelgate/conformance check:packed
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { DEMO_MODEL, startGateway } from './start-gateway.mjs';

const run = promisify(execFile);
const PACKAGE_DIRECTORY = fileURLToPath(new URL('..', import.meta.url));
const CASES = 'endpoints/minimal-chat,endpoints/minimal-messages,authentication/wrong-token,errors/invalid-json';

function check(condition, message) {
  if (!condition) throw new Error(`check:packed: ${message}`);
}

const directory = await mkdtemp(join(tmpdir(), 'modelgate-conformance-packed-'));
let gateway;
let exitCode = 1;
try {
  const packed = await run('pnpm', ['pack', '--pack-destination', directory], { cwd: PACKAGE_DIRECTORY });
  const tarball = packed.stdout.trim().split('\n').at(-1).trim();
  check(tarball.endsWith('.tgz'), `pnpm pack printed no tarball: ${packed.stdout}`);
  const listing = (await run('tar', ['-tzf', tarball])).stdout.split('\n');
  for (const path of ['package/dist/cli.js', 'package/dist/index.js', 'package/dist/index.d.ts', 'package/cassettes/chat-text/cassette.json', 'package/RULES.md', 'package/LICENSE']) {
    check(listing.includes(path), `${path} is not in the tarball`);
  }
  check(!listing.some((path) => path.startsWith('package/src/')), 'the tarball ships src/');
  const manifest = (await run('tar', ['-xzOf', tarball, 'package/package.json'])).stdout;
  check(!manifest.includes('workspace:'), `the packed package.json has a workspace range:\n${manifest}`);
  const { dependencies = {}, private: isPrivate } = JSON.parse(manifest);
  check(isPrivate !== true, 'the package is private');
  check(!Object.keys(dependencies).some((name) => name.startsWith('@modelgate/')), 'the package depends on unpublished @modelgate packages');

  const project = join(directory, 'project');
  await mkdir(project);
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', tarball], { cwd: project });
  gateway = await startGateway();
  const reportPath = join(project, 'conformance.xml');
  const args = ['--no-install', 'modelgate-conformance', '--base-url', gateway.baseUrl, '--model', DEMO_MODEL, '--only', CASES, '--report', reportPath];
  const result = await run('npx', args, { cwd: project, env: { ...process.env, MODELGATE_TOKEN: gateway.token } }).catch((error) => error);
  process.stdout.write(result.stdout ?? '');
  check(result.code === undefined || result.code === 0, `npx modelgate-conformance exited ${result.code}:\n${result.stderr ?? ''}`);
  const junit = await readFile(reportPath, 'utf8');
  check(/<testsuites name="modelgate-conformance" tests="\d+" failures="0"/.test(junit), 'the JUnit report is missing or has failures');
  check(!junit.includes(gateway.token), 'the report carries the token');
  process.stdout.write(`check:packed: ${tarball.split('/').at(-1)} installs with npm and runs with npx against the gateway\n`);
  exitCode = 0;
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  await gateway?.stop();
  await rm(directory, { recursive: true, force: true });
}
process.exitCode = exitCode;
