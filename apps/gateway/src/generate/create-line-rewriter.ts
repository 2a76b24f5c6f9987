/**
 * Applies a rewrite to SSE text line by line (a `data:` line is never split across calls): the rewrite returns the
 * new line, or null to drop it. Text after the last newline waits for the next call, or for `end()`.
 * With `wholeLines`, the rewrite gets every complete line of a call at once (one call instead of one per line), for a
 * rewrite that never looks across a line end and never drops a line.
 */
export function createLineRewriter(
  rewrite: (line: string) => string | null,
  options: { wholeLines?: boolean } = {},
): { push(text: string): string; end(): string } {
  let carry = '';
  const apply = (text: string): string => {
    if (options.wholeLines === true) return text === '' ? '' : (rewrite(text) ?? '');
    let out = '';
    let start = 0;
    while (start < text.length) {
      const newline = text.indexOf('\n', start);
      const end = newline < 0 ? text.length : newline + 1;
      const line = rewrite(text.slice(start, end));
      if (line !== null) out += line;
      start = end;
    }
    return out;
  };
  return {
    push(text) {
      const joined = carry + text;
      const lineEnd = joined.lastIndexOf('\n') + 1;
      carry = joined.slice(lineEnd);
      return apply(joined.slice(0, lineEnd));
    },
    end() {
      const rest = carry;
      carry = '';
      return apply(rest);
    },
  };
}
