import type { BreakerEvent } from './circuit-breaker.js';

/** How gateway instances tell each other their breakers' changes (createRedisBreakerShare). */
export type BreakerShare = {
  publish(deployment: string, event: BreakerEvent): void;
  /** `listener` gets the other instances' changes, never this one's own. */
  subscribe(listener: (deployment: string, event: BreakerEvent) => void): void;
};
