import { FORMAT_PROFILES } from '../formats/format-profiles.js';
import { joinUrl } from '../http/join-url.js';
import type { FormatName } from '../types.js';
import { findServiceRoot } from './find-service-root.js';

export type ClientAddressPlan = {
  /** The address the client will post to. */
  clientUrl: string;
  /** The address it should post to. */
  correctUrl: string;
  /** What is wrong with the configuration, in plain words, when the two differ. */
  problem?: string;
};

function pathOf(url: string): string {
  return new URL(url).pathname.replace(/\/+$/, '');
}

/**
 * Works out where a client of `format`, configured with `configured` (or posting to the full `endpoint`), will send
 * its request, and what to change when that is not the format's address (SPEC §1 rules 1-3, SPEC §4 rule 4).
 */
export function planClientAddress(options: { configured: string; format: FormatName; endpoint?: string }): ClientAddressPlan {
  const profile = FORMAT_PROFILES[options.format];
  const { root, operation } = findServiceRoot(options.endpoint ?? options.configured);
  const correctUrl = joinUrl(root, profile.path);
  const expectedBase = correctUrl.slice(0, correctUrl.length - profile.clientAppends.length);
  if (options.endpoint !== undefined) {
    const clientUrl = options.endpoint;
    if (pathOf(clientUrl) === pathOf(correctUrl)) return { clientUrl, correctUrl };
    const other = Object.values(FORMAT_PROFILES).find((candidate) => pathOf(clientUrl).endsWith(candidate.path));
    const problem =
      other !== undefined && other !== profile
        ? `Your client speaks the ${profile.label} protocol but posts to ${pathOf(clientUrl)}, the ${other.label} endpoint. The protocol must match the path: a ${profile.label} client posts to ${correctUrl}.`
        : `Your client posts to ${clientUrl}; the ${profile.label} endpoint is ${correctUrl}.`;
    return { clientUrl, correctUrl, problem };
  }
  const configured = new URL(options.configured);
  configured.search = '';
  const clientUrl = joinUrl(configured.toString(), profile.clientAppends);
  if (pathOf(clientUrl) === pathOf(correctUrl)) return { clientUrl, correctUrl };
  const configuredPath = pathOf(configured.toString());
  const expectedPath = pathOf(expectedBase === '' ? root : expectedBase);
  const reasons: string[] = [];
  if (operation !== undefined) {
    reasons.push(`your base address already contains ${operation}, and your client appends ${profile.clientAppends} itself`);
  } else if (configuredPath.length > expectedPath.length && configuredPath.endsWith('/v1')) {
    reasons.push(`your base address ends in /v1 and your client appends ${profile.clientAppends}`);
  } else {
    reasons.push(`your client appends ${profile.clientAppends} to the base address, which must end in ${expectedPath === '' ? 'the service root' : expectedPath}`);
  }
  const useWhat = expectedBase === root || expectedBase === `${root}/` ? 'use the service root' : 'use the compatible base address';
  return {
    clientUrl,
    correctUrl,
    problem: `${reasons[0] ?? ''}, so it calls ${pathOf(clientUrl)}: ${useWhat} ${expectedBase.replace(/\/+$/, '')} instead.`.replace(/^./, (first) => first.toUpperCase()),
  };
}
