import type { CheckFunction } from './check-context.js';

/** What clients read from a successful body, per the format's profile. */
export const checkContent: CheckFunction = ({ profile, json }) =>
  json === undefined ? ['the body is not JSON'] : profile.checkContent(json);
