// @ts-check
import { spawn } from 'node:child_process';

/**
 * Runs a command to completion with its output passed through (or captured), and rejects on a non-zero exit.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, capture?: boolean, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<string>} the captured stdout ('' when not captured)
 */
export function runCommand(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: options.capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    });
    let stdout = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk) => {
      stdout += chunk;
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${args.join(' ')} (in ${options.cwd}) exited with ${signal ?? code}`));
    });
  });
}
