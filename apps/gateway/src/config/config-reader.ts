import { isJsonObject } from '@modelgate/ir';

type Raw = Record<string, unknown>;

/** Reads typed fields from parsed YAML, recording a problem (with its path) for each wrong value instead of throwing. */
export class ConfigReader {
  constructor(readonly problems: string[]) {}

  object(value: unknown, path: string): Raw {
    if (value === undefined || value === null) return {};
    if (isJsonObject(value)) return value;
    this.problems.push(`${path}: must be a mapping (key: value lines)`);
    return {};
  }

  unknownKeys(raw: Raw, path: string, known: readonly string[]): void {
    for (const key of Object.keys(raw)) {
      if (!known.includes(key)) this.problems.push(`${path === '' ? key : `${path}.${key}`}: unknown setting (known: ${known.join(', ')})`);
    }
  }

  string(raw: Raw, key: string, path: string): string | undefined {
    const value = raw[key];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    this.problems.push(`${path}.${key}: must be a string`);
    return undefined;
  }

  requiredString(raw: Raw, key: string, path: string): string {
    const value = this.string(raw, key, path);
    if (value === undefined) this.problems.push(`${path}.${key}: is required`);
    return value ?? '';
  }

  number(raw: Raw, key: string, path: string, fallback: number, options: { integer?: boolean; min?: number } = {}): number {
    const value = raw[key];
    if (value === undefined || value === null || value === '') return fallback;
    const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
    if (!Number.isFinite(number) || (options.integer === true && !Number.isInteger(number)) || number < (options.min ?? Number.NEGATIVE_INFINITY)) {
      const kind = options.integer === true ? 'a whole number' : 'a number';
      this.problems.push(`${path}.${key}: must be ${kind}${options.min === undefined ? '' : ` of at least ${options.min}`}, not ${JSON.stringify(value)}`);
      return fallback;
    }
    return number;
  }

  boolean(raw: Raw, key: string, path: string, fallback: boolean): boolean {
    const value = raw[key];
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
    this.problems.push(`${path}.${key}: must be true or false`);
    return fallback;
  }

  /** A list of strings (a YAML list, or one string with commas); undefined when absent. */
  stringList(raw: Raw, key: string, path: string): string[] | undefined {
    const value = raw[key];
    if (value === undefined || value === null) return undefined;
    const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : undefined;
    if (items === undefined || !items.every((item) => typeof item === 'string')) {
      this.problems.push(`${path}.${key}: must be a list of strings`);
      return undefined;
    }
    return items.map((item: string) => item.trim()).filter((item) => item !== '');
  }

  stringMap(raw: Raw, key: string, path: string): Record<string, string> {
    const value = this.object(raw[key], `${path}.${key}`);
    const map: Record<string, string> = {};
    for (const [name, item] of Object.entries(value)) {
      if (typeof item === 'string' || typeof item === 'number') map[name] = String(item);
      else this.problems.push(`${path}.${key}.${name}: must be a string`);
    }
    return map;
  }
}
