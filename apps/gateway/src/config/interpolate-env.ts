const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;

export type InterpolationOptions = {
  env: Record<string, string | undefined>;
  problems: string[];
  /**
   * Whether the value at a path is used (default: every one). An unset variable in an unused value is no problem: it
   * reads as empty, and its path goes to `unused` so that checks of that value can be skipped.
   */
  isUsed?: (path: string) => boolean;
  unused?: string[];
};

/**
 * Replaces `${NAME}` and `${NAME:-default}` in every string of a parsed YAML value with the environment's values.
 * Names that are unset and have no default are reported with their path (`providers.openai.api_key`).
 */
export function interpolateEnv(value: unknown, options: InterpolationOptions, path = ''): unknown {
  if (typeof value === 'string') {
    return value.replace(REFERENCE, (_match, name: string, fallback: string | undefined) => {
      const found = options.env[name];
      if (found !== undefined && found !== '') return found;
      if (fallback !== undefined) return fallback;
      const where = path || 'value';
      if (options.isUsed !== undefined && !options.isUsed(where)) options.unused?.push(where);
      else options.problems.push(`${where}: the environment variable ${name} is not set (write \${${name}:-default} to give a default)`);
      return '';
    });
  }
  if (Array.isArray(value)) return value.map((item, index) => interpolateEnv(item, options, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateEnv(item, options, path === '' ? key : `${path}.${key}`)]));
  }
  return value;
}
