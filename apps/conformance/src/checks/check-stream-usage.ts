import type { CheckFunction } from './check-context.js';

/** The stream reports token usage where the format's clients read it (see each profile). */
export const checkStreamUsage: CheckFunction = ({ profile, frames }) => profile.checkStreamUsage(frames);
