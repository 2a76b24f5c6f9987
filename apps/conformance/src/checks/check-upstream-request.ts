import type { CheckFunction } from './check-context.js';

/**
 * With an in-process replay upstream: it was asked for this case's cassette (so the answer really came through the
 * server under test), and no upstream request ever carried a client token (the server uses its own upstream key).
 */
export const checkUpstreamRequest: CheckFunction = ({ testCase, upstreamRequests, tokens }) => {
  if (upstreamRequests === undefined) return ['no replay upstream was given to the run'];
  const findings: string[] = [];
  if (testCase.upstreamCassetteId !== undefined && !upstreamRequests.some((request) => request.cassetteId === testCase.upstreamCassetteId)) {
    findings.push(`the replay upstream was never asked for cassette ${testCase.upstreamCassetteId}`);
  }
  const leaked = upstreamRequests.some((request) => {
    const text = `${Object.values(request.headers).join('\n')}\n${request.body}`;
    return tokens.some((token) => token.length > 0 && text.includes(token));
  });
  if (leaked) findings.push("an upstream request carried the client's token");
  return findings;
};
