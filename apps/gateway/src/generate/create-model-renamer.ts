function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A line rewrite that turns `"model":"<upstream name>"` into the client's model ID, so a passed-through stream names
 * the model the client asked for, as a non-streamed answer does (Claude Code drops replayed thinking blocks whose
 * message came from another model). Inside JSON string values quotes are escaped, so only real `model` fields match.
 * A match never spans a line end (an SSE `data:` line holds no CR or LF), so it may rewrite many lines at once.
 */
export function createModelRenamer(upstreamModel: string, clientModel: string): (line: string) => string {
  const pattern = new RegExp(`"model"([ \\t]*):([ \\t]*)"${escapeRegExp(JSON.stringify(upstreamModel).slice(1, -1))}"`, 'g');
  const replacement = `"model"$1:$2${JSON.stringify(clientModel).replace(/\$/g, '$$$$')}`;
  return (line) => line.replace(pattern, replacement);
}
