/**
 * The path and the query string of a request target, without building a URL object. Absolute-form targets
 * (`http://host/v1/models`, sent to proxies) keep only their path; a target that is neither gives `undefined`.
 */
export function splitRequestUrl(target: string): { path: string; query: string } | undefined {
  let url = target;
  if (url.charCodeAt(0) !== 47 /* / */) {
    try {
      const parsed = new URL(url);
      url = parsed.pathname + parsed.search;
    } catch {
      return undefined;
    }
  }
  const mark = url.indexOf('?');
  return mark < 0 ? { path: url, query: '' } : { path: url.slice(0, mark), query: url.slice(mark + 1) };
}
