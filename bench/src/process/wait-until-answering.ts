import { setTimeout as sleep } from 'node:timers/promises';

/** Polls `url` until it answers 2xx; throws with the last status or error after `timeoutMs`. */
export async function waitUntilAnswering(url: string, headers: Record<string, string>, timeoutMs: number, isAlive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the process exited before ${url} answered (${last})`);
    try {
      const response = await fetch(url, { headers });
      if (response.ok) return;
      last = `${response.status}: ${(await response.text()).slice(0, 200)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms (${last})`);
}
