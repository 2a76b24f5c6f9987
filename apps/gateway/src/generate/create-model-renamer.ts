function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Rewrites `"model":"<upstream name>"` to the client's model ID in passed-through SSE text, line by line (a `data:`
 * line is never split), so a streamed answer names the model the client asked for, as a non-streamed one does.
 * Claude Code drops replayed thinking blocks whose message came from another model, so the names must agree.
 * Inside JSON string values quotes are escaped, so only real `model` fields match.
 */
export function createModelRenamer(upstreamModel: string, clientModel: string): { push(text: string): string; end(): string } {
  const pattern = new RegExp(`"model"(\\s*):(\\s*)"${escapeRegExp(JSON.stringify(upstreamModel).slice(1, -1))}"`, 'g');
  const replacement = `"model"$1:$2${JSON.stringify(clientModel).replace(/\$/g, '$$$$')}`;
  let carry = '';
  return {
    push(text) {
      const joined = carry + text;
      const lineEnd = joined.lastIndexOf('\n') + 1;
      carry = joined.slice(lineEnd);
      return joined.slice(0, lineEnd).replace(pattern, replacement);
    },
    end() {
      const rest = carry.replace(pattern, replacement);
      carry = '';
      return rest;
    },
  };
}
