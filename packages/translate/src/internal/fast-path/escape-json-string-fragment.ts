/** A piece of text escaped for the inside of a JSON string literal (pieces concatenate to a valid literal body). */
export function escapeJsonStringFragment(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

/** Streams a custom tool's raw input as pieces of the `{"input": "…"}` JSON object given to function-only formats. */
export const CUSTOM_INPUT_OPEN = '{"input":"';
export const CUSTOM_INPUT_CLOSE = '"}';
