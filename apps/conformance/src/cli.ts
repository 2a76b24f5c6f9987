#!/usr/bin/env node
import { writeFile } from 'node:fs/promises';
import { runCli } from './cli/run-cli.js';

const exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  writeFile: (path, text) => writeFile(path, text, 'utf8'),
  env: process.env,
  waitForShutdown: () =>
    new Promise((resolve) => {
      process.once('SIGINT', () => resolve());
      process.once('SIGTERM', () => resolve());
    }),
});
process.exitCode = exitCode;
