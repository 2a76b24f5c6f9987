const SECRET = /\b((?:mg|sk|sk-ant|sk-proj)-[A-Za-z0-9]{0,12})[A-Za-z0-9_-]{8,}/g;
const BEARER = /(Bearer\s+)\S+/gi;

/** Text with token-like secrets cut to their display prefix, for logging causes of internal errors. */
export function redactSecrets(text: string): string {
  return text.replace(BEARER, '$1[redacted]').replace(SECRET, '$1…[redacted]');
}
