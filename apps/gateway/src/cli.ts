#!/usr/bin/env node
import { runCli } from './cli/run-cli.js';

const io = {
  out: (text: string) => console.log(text),
  err: (text: string) => console.error(text),
  env: process.env,
  cwd: process.cwd(),
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
