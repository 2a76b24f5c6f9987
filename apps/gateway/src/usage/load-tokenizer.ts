/** Counts the o200k tokens of a text. */
export type CountTokens = (text: string) => number;

let loading: Promise<CountTokens> | undefined;
let loaded: CountTokens | undefined;

/**
 * The o200k tokenizer, loaded the first time it is needed: counting what an upstream generated when it reported no
 * usage (or the client left before it did). It holds about 50 MiB once loaded, so a gateway whose upstreams report
 * their usage never loads it; admission counts with `approximateTokens` instead.
 */
export function loadTokenizer(): Promise<CountTokens> {
  loading ??= import('gpt-tokenizer/encoding/o200k_base').then((module) => {
    loaded = module.countTokens;
    return module.countTokens;
  });
  return loading;
}

/** Whether the tokenizer has been loaded in this process (for tests and the idle-memory check). */
export function isTokenizerLoaded(): boolean {
  return loaded !== undefined;
}
