import type { Redis } from 'ioredis';
import type { BreakerShare } from './breaker-share.js';
import type { BreakerEvent } from './circuit-breaker.js';

export type RedisBreakerShare = BreakerShare & {
  /** Resolves once this instance listens to the others (or failed to: see onError). */
  ready: Promise<void>;
  close(): Promise<void>;
};

type Message = { from: string; deployment: string; event: BreakerEvent };

function parseMessage(text: string): Message | undefined {
  try {
    const value = JSON.parse(text) as Partial<Message>;
    const kind = value.event?.kind;
    if (typeof value.from !== 'string' || typeof value.deployment !== 'string' || (kind !== 'open' && kind !== 'closed' && kind !== 'cooling')) return undefined;
    return value as Message;
  } catch {
    return undefined;
  }
}

/**
 * Breaker changes shared through Redis publish/subscribe on `<keyPrefix>:breaker-events`: an instance whose breaker
 * opens, closes or starts a 429 cooldown publishes it, the others apply it, so one instance's failures spare the
 * others' clients. Nothing is stored: an instance that starts later learns from the next change. Two connections
 * (a subscribed one can only listen); ioredis reconnects on its own, and a message lost meanwhile only means that
 * instance learns by its own requests, as without Redis. ioredis is loaded here, so a gateway without Redis never
 * pays for it.
 */
export function createRedisBreakerShare(options: { url: string; keyPrefix: string; instanceId: string; onError?: (error: unknown) => void }): RedisBreakerShare {
  const channel = `${options.keyPrefix}:breaker-events`;
  const listeners: ((deployment: string, event: BreakerEvent) => void)[] = [];
  const report = (error: unknown): void => options.onError?.(error);
  const connections = import('ioredis').then(({ Redis: RedisClient }) => {
    const connect = (): Redis => {
      const client = new RedisClient(options.url, { maxRetriesPerRequest: 2 });
      // Reported once per outage, not once per reconnection attempt.
      let failing = false;
      client.on('error', (error: unknown) => {
        if (!failing) report(error);
        failing = true;
      });
      client.on('ready', () => (failing = false));
      return client;
    };
    return { publisher: connect(), subscriber: connect() };
  });
  const ready = connections.then(async ({ subscriber }) => {
    subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      const message = parseMessage(text);
      if (message === undefined || message.from === options.instanceId) return;
      for (const listener of listeners) listener(message.deployment, message.event);
    });
    await subscriber.subscribe(channel);
  });
  ready.catch(report);
  return {
    ready: ready.catch(() => undefined),
    publish(deployment, event) {
      const message: Message = { from: options.instanceId, deployment, event };
      connections.then(({ publisher }) => publisher.publish(channel, JSON.stringify(message))).catch(report);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      const opened = await connections.catch(() => undefined);
      if (opened !== undefined) await Promise.allSettled([opened.publisher.quit(), opened.subscriber.quit()]);
    },
  };
}
