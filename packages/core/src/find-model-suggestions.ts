import { measureEditDistance } from './measure-edit-distance.js';

const MAX_SUGGESTIONS = 3;

/** The last path segment of a model ID: `openai/gpt-4o` → `gpt-4o`. */
function baseName(id: string): string {
  return id.slice(id.lastIndexOf('/') + 1);
}

/**
 * The IDs among `candidates` (the caller's VISIBLE models only) nearest to a requested ID that matched none
 * exactly: same ID ignoring case, same name without a provider prefix, or a small edit distance. Best first.
 */
export function findModelSuggestions(requested: string, candidates: readonly string[]): string[] {
  const wanted = requested.trim().toLowerCase();
  if (wanted === '') return [];
  const scored: { id: string; score: number }[] = [];
  for (const id of candidates) {
    const candidate = id.toLowerCase();
    const allowed = Math.max(2, Math.floor(baseName(wanted).length / 5));
    let score: number | null = null;
    if (candidate === wanted) score = 0;
    else if (baseName(candidate) === baseName(wanted)) score = 1;
    else {
      const distance = Math.min(measureEditDistance(wanted, candidate), measureEditDistance(baseName(wanted), baseName(candidate)));
      if (distance <= allowed) score = 1 + distance;
    }
    if (score !== null) scored.push({ id, score });
  }
  scored.sort((a, b) => a.score - b.score || a.id.localeCompare(b.id));
  return scored.slice(0, MAX_SUGGESTIONS).map((entry) => entry.id);
}
