import type { FormatModule } from '@modelgate/ir';
import type { FormatProfile } from './format-profile.js';

/** The suite's own part of a generation format's profile: its checks, and what it knows of the format's clients. */
export type FormatChecks = Omit<FormatProfile, 'path' | 'clientAppends' | 'renderErrorBody' | 'buildRequest' | keyof FormatModule['reading']>;

/**
 * A generation format's profile: where it is served, what its clients append to their base address, its error
 * bodies, its requests and how a client reads its answers, all from the format module; the checks from the suite.
 */
export function createGenerationProfile(format: FormatModule, checks: FormatChecks): FormatProfile {
  return {
    ...checks,
    ...format.reading,
    path: format.endpoint,
    // A client appends to its base address what the gateway appends to an upstream's.
    clientAppends: format.wire.path('', { model: '{model}', stream: false }),
    renderErrorBody: (status, message) => format.renderError({ status, message }).body,
    buildRequest: format.samples.request,
  };
}
