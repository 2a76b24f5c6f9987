import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFreePort } from '../process/find-free-port.js';
import { stopChildProcess } from '../process/stop-child-process.js';
import type { BenchTarget } from '../targets/bench-target.js';
import { createClaudeCodeRouterConfig } from './create-claude-code-router-config.js';
import { createPeerTargets, type PeerEndpoint, type PeerEndpoints, type PeerMocks } from './create-peer-targets.js';
import { findListeningPid } from './find-listening-pid.js';
import { installPeers } from './install-peers.js';
import { describePeer, PEER_PACKAGES, type PeerName } from './peer-packages.js';

const ROUTER_KEY = 'mg-bench-peer-0123456789abcdef';
const START_TIMEOUT_MS = 30_000;

export type StartedPeers = {
  targets: BenchTarget[];
  /** Each started peer's serving process, named like its rows' gateway (`gateway[portkey 1.15.2]`). */
  processes: { name: string; pid: number }[];
  /** Why a peer has no rows (not installed, did not start), for the report's Problems. */
  problems: string[];
  stop(): Promise<void>;
};

type RunningPeer = { endpoint: PeerEndpoint; launcher: ChildProcess };

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the launcher, then the serving process by its pid if the launcher forked it and it still runs. */
async function stopPeer(peer: RunningPeer): Promise<void> {
  await stopChildProcess(peer.launcher);
  const { pid } = peer.endpoint;
  if (pid === peer.launcher.pid || !isRunning(pid)) return;
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; waited < 3_000 && isRunning(pid); waited += 100) await sleep(100);
  if (isRunning(pid)) process.kill(pid, 'SIGKILL');
}

/** Spawns a peer (its output to `logPath`) and waits until a process listens on `port`: that one is measured. */
async function launchPeer(args: readonly string[], port: number, logPath: string, options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<RunningPeer> {
  const log = openSync(logPath, 'a');
  const launcher = spawn(process.execPath, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', log, log] });
  closeSync(log);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const pid = findListeningPid(port);
    if (pid !== undefined) return { endpoint: { origin: `http://127.0.0.1:${port}`, pid }, launcher };
    if (launcher.exitCode !== null) break;
    await sleep(100);
  }
  const exited = launcher.exitCode !== null;
  await stopChildProcess(launcher);
  const what = exited ? `it exited (code ${String(launcher.exitCode)}) before listening on ${port}` : `nothing listened on ${port} within ${START_TIMEOUT_MS / 1000} s`;
  throw new Error(`${what}; its output: ${readFileSync(logPath, 'utf8').slice(-600)}`);
}

/**
 * `--compare-peers`: installs Portkey and claude-code-router (exact versions; npm only when `directory` lacks them),
 * starts each on loopback in front of the bench's own mocks and returns their rows. A peer that cannot be installed
 * or started is a problem in the report, not the end of the run.
 */
export async function startPeers(directory: string, mocks: PeerMocks, log: (message: string) => void): Promise<StartedPeers> {
  const runDirectory = mkdtempSync(join(tmpdir(), 'modelgate-bench-peers-run-'));
  const running: Partial<Record<PeerName, RunningPeer>> = {};
  const problems: string[] = [];
  const stop = async (): Promise<void> => {
    await Promise.all(Object.values(running).map(stopPeer));
    rmSync(runDirectory, { recursive: true, force: true });
  };
  let modules: string | undefined;
  try {
    modules = await installPeers(directory, log);
  } catch (error) {
    problems.push(`peers not installed in ${directory}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const launches: Record<PeerName, (modulesDirectory: string) => Promise<RunningPeer>> = {
    portkey: async (modulesDirectory) => {
      const port = await findFreePort();
      const entry = join(modulesDirectory, PEER_PACKAGES.portkey.name, PEER_PACKAGES.portkey.entry);
      return launchPeer([entry, `--port=${port}`, '--headless'], port, join(runDirectory, 'portkey.log'), { cwd: runDirectory, env: process.env });
    },
    claudeCodeRouter: async (modulesDirectory) => {
      const port = await findFreePort();
      const home = join(runDirectory, 'claude-code-router-home');
      mkdirSync(join(home, '.claude-code-router'), { recursive: true });
      const config = createClaudeCodeRouterConfig({ port, apiKey: ROUTER_KEY, chatMockOrigin: mocks['openai-chat'].origin });
      writeFileSync(join(home, '.claude-code-router', 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
      const entry = join(modulesDirectory, PEER_PACKAGES.claudeCodeRouter.name, PEER_PACKAGES.claudeCodeRouter.entry);
      return launchPeer([entry, 'start'], port, join(runDirectory, 'claude-code-router.log'), { cwd: home, env: { ...process.env, HOME: home } });
    },
  };
  if (modules !== undefined) {
    for (const peer of Object.keys(launches) as PeerName[]) {
      try {
        const started = await launches[peer](modules);
        running[peer] = started;
        const launcher = started.launcher.pid === started.endpoint.pid ? '' : `, started by pid ${String(started.launcher.pid)}`;
        log(`${describePeer(peer)} listening at ${started.endpoint.origin} (pid ${started.endpoint.pid} measured${launcher})`);
      } catch (error) {
        problems.push(`${describePeer(peer)} did not start: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  const endpoints: PeerEndpoints = {
    ...(running.portkey === undefined ? {} : { portkey: running.portkey.endpoint }),
    ...(running.claudeCodeRouter === undefined ? {} : { claudeCodeRouter: { ...running.claudeCodeRouter.endpoint, apiKey: ROUTER_KEY } }),
  };
  return {
    targets: createPeerTargets(endpoints, mocks),
    processes: (Object.keys(running) as PeerName[]).flatMap((peer) => {
      const started = running[peer];
      return started === undefined ? [] : [{ name: `gateway[${describePeer(peer)}]`, pid: started.endpoint.pid }];
    }),
    problems,
    stop,
  };
}
