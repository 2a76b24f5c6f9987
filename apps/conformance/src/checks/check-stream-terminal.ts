import type { CheckFunction } from './check-context.js';

/** The stream ends with the format's terminal event. */
export const checkStreamTerminal: CheckFunction = ({ profile, frames }) => profile.checkStreamTerminal(frames);
