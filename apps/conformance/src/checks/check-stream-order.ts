import type { CheckFunction } from './check-context.js';

/** The format's event order (see each profile). */
export const checkStreamOrder: CheckFunction = ({ profile, frames }) =>
  frames.length === 0 ? ['the stream carries no events'] : profile.checkStreamOrder(frames);
