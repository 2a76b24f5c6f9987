function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A line rewrite that turns `"model":"<upstream name>"` (`member`: the format's model member) into the client's model
 * ID, so a passed-through stream names the model the client asked for, as a non-streamed answer does (Claude Code
 * drops replayed thinking blocks whose message came from another model). Inside JSON string values quotes are
 * escaped, so only real members match.
 * A match never spans a line end (an SSE `data:` line holds no CR or LF), so it may rewrite many lines at once.
 */
export function createModelRenamer(upstreamModel: string, clientModel: string, member = 'model'): (line: string) => string {
  return renamerFor(upstreamModel, clientModel, member).rename;
}

type Renamer = { rename: (line: string) => string };

/**
 * One per pair of names, not per request: building the pattern cost more than applying it to a whole stream.
 * Sharing is safe: each rename starts the global pattern from the beginning (lastIndex 0) and runs to its end.
 */
function renamerFor(upstreamModel: string, clientModel: string, member: string): Renamer {
  const key = member === 'model' ? upstreamModel : `${member}\u0000${upstreamModel}`;
  let byClient = RENAMERS.get(key);
  if (byClient === undefined) {
    if (RENAMERS.size >= RENAMERS_LIMIT) RENAMERS.clear();
    byClient = new Map();
    RENAMERS.set(key, byClient);
  }
  let renamer = byClient.get(clientModel);
  if (renamer === undefined) {
    renamer = buildRenamer(upstreamModel, clientModel, member);
    if (byClient.size >= RENAMERS_LIMIT) byClient.clear();
    byClient.set(clientModel, renamer);
  }
  return renamer;
}

/** Model member and upstream name → client ID → renamer, each level bounded (cleared when full). */
const RENAMERS = new Map<string, Map<string, Renamer>>();
const RENAMERS_LIMIT = 256;

function buildRenamer(from: string, to: string, member: string): Renamer {
  const quotedMember = JSON.stringify(member);
  const pattern = new RegExp(`${escapeRegExp(quotedMember)}([ \\t]*):([ \\t]*)"${escapeRegExp(JSON.stringify(from).slice(1, -1))}"`, 'g');
  const quotedTo = JSON.stringify(to);
  // Text without the quoted name cannot match: after the first event of most formats, a scan instead of the pattern.
  const quotedFrom = JSON.stringify(from);
  const compactMember = `${quotedMember}:`;
  // The quoted name is searched without its opening quote, which is then checked: a JSON text has a quote every few
  // characters, and each quote the search stops at costs more than the characters it skips (issue 20: a passed-through
  // stream renames every event). Gives what `line.indexOf(quotedFrom, from)` gives.
  const unopenedFrom = quotedFrom.slice(1);
  const findQuotedFrom = (line: string, from: number): number => {
    let at = line.indexOf(unopenedFrom, from + 1);
    while (at !== -1 && line.charCodeAt(at - 1) !== 0x22) at = line.indexOf(unopenedFrom, at + 1);
    return at === -1 ? -1 : at - 1;
  };
  // The matches joined here rather than by `replace` with `$1`/`$2` in a replacement string, which V8 runs in its
  // runtime (C++) on every call: about twice the cost for a JSON answer's one match.
  const renameByPattern = (line: string): string => {
    pattern.lastIndex = 0;
    let match = pattern.exec(line);
    if (match === null) return line;
    let renamed = '';
    let from = 0;
    do {
      renamed += `${line.slice(from, match.index)}${quotedMember}${match[1] ?? ''}:${match[2] ?? ''}${quotedTo}`;
      from = pattern.lastIndex;
      match = pattern.exec(line);
    } while (match !== null);
    return renamed + line.slice(from);
  };
  return {
    // The usual spelling, `"model":"<name>"` without spaces, is found by indexOf and joined from slices: the pattern's
    // match arrays and its second search cost more than the rest of a JSON answer's rename. It gives the pattern's
    // result only when every quoted name in the text is right after the compact member (and apart from the one
    // before): anything else (spaces, the name as another member's value, overlaps) goes to the pattern.
    rename(line) {
      let at = findQuotedFrom(line, 0);
      if (at === -1) return line;
      let renamed = '';
      let from = 0;
      do {
        const memberAt = at - compactMember.length;
        if (memberAt < from || !line.startsWith(compactMember, memberAt)) return renameByPattern(line);
        renamed += line.slice(from, at) + quotedTo;
        from = at + quotedFrom.length;
        at = findQuotedFrom(line, from);
      } while (at !== -1);
      return renamed + line.slice(from);
    },
  };
}
