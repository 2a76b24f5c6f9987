/** Separator between a Codex namespace and a tool name once flattened for formats without namespaces. */
export const NAMESPACE_SEPARATOR = '__';

export function flattenToolName(name: string, namespace: string | undefined): string {
  return namespace === undefined || namespace === '' ? name : `${namespace}${NAMESPACE_SEPARATOR}${name}`;
}
