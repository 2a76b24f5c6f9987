import type { OpenAPIV3_1 } from 'openapi-types';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const COMPONENT_REF = /^#\/components\/([^/]+)\/([^/]+)$/;

export type PackageSelection = {
  /** The operations tag that names the package, e.g. `openai-chat`. */
  tag: string;
  /** Component schemas to keep even if no operation reaches them (the validators' entry points). */
  schemaNames: string[];
};

/**
 * The part of the bundled document one format package owns: the operations tagged with the package, and every
 * component they (or the named entry-point schemas) reach through `$ref`, in the document's own order.
 * Throws if an entry-point schema or a reached component does not exist.
 */
export function selectPackageDocument(document: OpenAPIV3_1.Document, selection: PackageSelection): OpenAPIV3_1.Document {
  const paths: OpenAPIV3_1.PathsObject = {};
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    if (!pathItem) continue;
    const kept: Record<string, unknown> = {};
    let hasOperation = false;
    for (const [key, value] of Object.entries(pathItem)) {
      if (isHttpMethod(key)) {
        const operation = value as OpenAPIV3_1.OperationObject;
        if (!(operation.tags ?? []).includes(selection.tag)) continue;
        hasOperation = true;
      }
      kept[key] = value;
    }
    if (hasOperation) paths[path] = kept as OpenAPIV3_1.PathItemObject;
  }
  if (Object.keys(paths).length === 0) throw new Error(`no operation is tagged ${JSON.stringify(selection.tag)}`);

  const components = (document.components ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const reached = new Set<string>();
  const pending: unknown[] = [paths];
  for (const name of selection.schemaNames) pending.push({ $ref: `#/components/schemas/${name}` });
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) {
      pending.push(...value);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string') {
          const match = COMPONENT_REF.exec(child);
          if (!match) throw new Error(`unsupported $ref ${JSON.stringify(child)} (only #/components/<kind>/<name>)`);
          if (reached.has(child)) continue;
          const target = components[match[1] ?? '']?.[match[2] ?? ''];
          if (target === undefined) throw new Error(`unresolved $ref ${JSON.stringify(child)}`);
          reached.add(child);
          pending.push(target);
        } else {
          pending.push(child);
        }
      }
    }
  }

  const selectedComponents: Record<string, Record<string, unknown>> = {};
  for (const [kind, entries] of Object.entries(components)) {
    if (!entries) continue;
    const keep = kind === 'securitySchemes'
      ? Object.entries(entries)
      : Object.entries(entries).filter(([name]) => reached.has(`#/components/${kind}/${name}`));
    if (keep.length > 0) selectedComponents[kind] = Object.fromEntries(keep);
  }

  return {
    openapi: document.openapi,
    info: document.info,
    ...(document.servers ? { servers: document.servers } : {}),
    ...(document.security ? { security: document.security } : {}),
    tags: (document.tags ?? []).filter((tag) => tag.name === selection.tag),
    paths,
    components: selectedComponents,
  } as OpenAPIV3_1.Document;
}

function isHttpMethod(key: string): boolean {
  return (HTTP_METHODS as readonly string[]).includes(key);
}
