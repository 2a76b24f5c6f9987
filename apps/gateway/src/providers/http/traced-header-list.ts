/**
 * An upstream header list with trace headers (`traceparent`, `tracestate`), kept between requests: the names and
 * every other value are those of the request before, only the trace headers' values change. Where each one's value
 * goes is found once, from a list made with a placeholder for it; a traced request then copies the list and writes its
 * values in place, instead of spreading the deployment's, the wire's and the trace headers into an object again and
 * listing its entries.
 */
export type TracedHeaderList = {
  readonly list: readonly string[];
  /** The trace headers' names, and the index of each one's value in `list`. */
  readonly slots: readonly (readonly [name: string, index: number])[];
};

/** A value no header can carry (a NUL), told apart for each name. */
const placeholder = (name: string): string => `\u0000${name}`;

/**
 * The kept list for these trace headers' names, from `build` given placeholders for their values; undefined when a
 * placeholder does not come out in the list (a later header of the same name replaced it): such requests build theirs.
 */
export function keepTracedHeaderList(build: (traceHeaders: Record<string, string>) => readonly string[], traceHeaders: Readonly<Record<string, string>>): TracedHeaderList | undefined {
  const placeholders: Record<string, string> = {};
  for (const name in traceHeaders) if (Object.hasOwn(traceHeaders, name)) placeholders[name] = placeholder(name);
  const list = build(placeholders);
  const slots: (readonly [string, number])[] = [];
  for (const name in placeholders) {
    const index = list.indexOf(placeholders[name] as string);
    if (index < 0 || index % 2 === 0) return undefined;
    slots.push([name, index]);
  }
  return { list, slots };
}

/** Whether `traceHeaders` has exactly the names the kept list has slots for. */
export function fitsTracedHeaderList(kept: TracedHeaderList, traceHeaders: Readonly<Record<string, string>>): boolean {
  let count = 0;
  for (const name in traceHeaders) {
    if (!Object.hasOwn(traceHeaders, name)) continue;
    let found = false;
    for (const slot of kept.slots) if (slot[0] === name) found = true;
    if (!found) return false;
    count += 1;
  }
  return count === kept.slots.length;
}

/** The kept list with this request's trace header values written in their places (a copy: undici only reads it). */
export function fillTracedHeaderList(kept: TracedHeaderList, traceHeaders: Readonly<Record<string, string>>): string[] {
  const list = kept.list.slice();
  for (const [name, index] of kept.slots) list[index] = traceHeaders[name] as string;
  return list;
}
