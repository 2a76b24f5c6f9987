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
  // One per pair of names, not per request: building the pattern cost more than applying it to a whole stream.
  // Sharing is safe: `replace` with a global pattern starts from the beginning each time.
  let byClient = RENAMERS.get(upstreamModel);
  if (byClient === undefined) {
    if (RENAMERS.size >= RENAMERS_LIMIT) RENAMERS.clear();
    byClient = new Map();
    RENAMERS.set(upstreamModel, byClient);
  }
  let renamer = byClient.get(clientModel);
  if (renamer === undefined) {
    renamer = buildRenamer(upstreamModel, clientModel);
    if (byClient.size >= RENAMERS_LIMIT) byClient.clear();
    byClient.set(clientModel, renamer);
  }
  return renamer;
}

/** Upstream name → client ID → renamer, each level bounded (cleared when full). */
const RENAMERS = new Map<string, Map<string, (line: string) => string>>();
const RENAMERS_LIMIT = 256;

function buildRenamer(upstreamModel: string, clientModel: string): (line: string) => string {
  const pattern = new RegExp(`"model"([ \\t]*):([ \\t]*)"${escapeRegExp(JSON.stringify(upstreamModel).slice(1, -1))}"`, 'g');
  const replacement = `"model"$1:$2${JSON.stringify(clientModel).replace(/\$/g, '$$$$')}`;
  return (line) => line.replace(pattern, replacement);
}
