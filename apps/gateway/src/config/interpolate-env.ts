const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;

/**
 * Replaces `${NAME}` and `${NAME:-default}` in every string of a parsed YAML value with the environment's values.
 * Names that are unset and have no default are reported with their path (`providers.openai.api_key`).
 */
export function interpolateEnv(value: unknown, env: Record<string, string | undefined>, problems: string[], path = ''): unknown {
  if (typeof value === 'string') {
    return value.replace(REFERENCE, (_match, name: string, fallback: string | undefined) => {
      const found = env[name];
      if (found !== undefined && found !== '') return found;
      if (fallback !== undefined) return fallback;
      problems.push(`${path || 'value'}: the environment variable ${name} is not set (write \${${name}:-default} to give a default)`);
      return '';
    });
  }
  if (Array.isArray(value)) return value.map((item, index) => interpolateEnv(item, env, problems, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateEnv(item, env, problems, path === '' ? key : `${path}.${key}`)]),
    );
  }
  return value;
}
