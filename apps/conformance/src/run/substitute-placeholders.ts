import { CASE_CHANGED_MODEL_PLACEHOLDER, MODEL_PLACEHOLDER, SUFFIXED_MODEL_PLACEHOLDER } from '../types.js';

/** The model's ID with the case of every letter flipped, or undefined when it has no letters. */
export function flipCase(model: string): string | undefined {
  const flipped = [...model]
    .map((character) => (character === character.toLowerCase() ? character.toUpperCase() : character.toLowerCase()))
    .join('');
  return flipped === model ? undefined : flipped;
}

/** Replaces the model placeholders in a string. */
export function substituteInText(text: string, model: string): string {
  return text
    .split(CASE_CHANGED_MODEL_PLACEHOLDER)
    .join(flipCase(model) ?? model)
    .split(SUFFIXED_MODEL_PLACEHOLDER)
    .join(`${model}-conformance-suffix`)
    .split(MODEL_PLACEHOLDER)
    .join(model);
}

/** Replaces the model placeholders in every string of a JSON value. */
export function substitutePlaceholders(value: unknown, model: string): unknown {
  if (typeof value === 'string') return substituteInText(value, model);
  if (Array.isArray(value)) return value.map((item: unknown) => substitutePlaceholders(item, model));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, substitutePlaceholders(item, model)]),
    );
  }
  return value;
}

/** Whether a case's path or body needs a model from the list. */
export function usesModel(text: string): boolean {
  return text.includes('{{model');
}
