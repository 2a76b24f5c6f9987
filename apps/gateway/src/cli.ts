#!/usr/bin/env node
import { tuneV8ForIdle } from './cli/tune-v8-for-idle.js';

// Before the rest loads, which would otherwise grow V8's young generation for good (issue 7: idle RSS).
const loaded = tuneV8ForIdle();
const { runCli } = await import('./cli/run-cli.js');
loaded();

const io = {
  out: (text: string) => console.log(text),
  err: (text: string) => console.error(text),
  env: process.env,
  cwd: process.cwd(),
  interactive: process.stdout.isTTY === true,
};

runCli(process.argv.slice(2), io).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
