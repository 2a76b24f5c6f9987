import type { CheckFunction } from './check-context.js';

/** A stream that broke upstream carries the format's own error signal (see each profile). */
export const checkStreamErrorSignal: CheckFunction = ({ profile, frames }) => profile.checkStreamErrorSignal(frames);
