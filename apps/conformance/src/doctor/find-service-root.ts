const OPERATION_SUFFIXES = ['/chat/completions', '/responses', '/messages', '/models'];

export type ServiceRoot = {
  /** The address with every operation path and `/v1` removed from its end. */
  root: string;
  /** How many `/v1` segments were at the end (after removing an operation path). */
  v1Count: number;
  /** The operation path found at the end, if any (`/chat/completions`, …). */
  operation?: string;
};

/** Works out the service root from whatever address a client was configured with. */
export function findServiceRoot(configured: string): ServiceRoot {
  const url = new URL(configured);
  url.search = '';
  url.hash = '';
  let path = url.pathname.replace(/\/+$/, '');
  let operation: string | undefined;
  for (const suffix of OPERATION_SUFFIXES) {
    if (path.endsWith(suffix)) {
      operation = suffix;
      path = path.slice(0, -suffix.length);
      break;
    }
  }
  let v1Count = 0;
  while (path.endsWith('/v1')) {
    path = path.slice(0, -3);
    v1Count += 1;
  }
  url.pathname = path === '' ? '/' : path;
  const root = url.toString().replace(/\/+$/, '');
  return operation === undefined ? { root, v1Count } : { root, v1Count, operation };
}
