import type { CheckFunction } from './check-context.js';

/** No token comes back in a response header or body (SPEC §5 rule 1, SPEC §7 rule 3). */
export const checkNoTokenEcho: CheckFunction = ({ response, tokens }) => {
  const text = `${Object.values(response.headers).join('\n')}\n${response.bodyText}`;
  return tokens.some((token) => token.length > 0 && text.includes(token))
    ? ['the response echoes a token back']
    : [];
};
