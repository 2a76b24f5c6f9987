export type ModelIdMatch =
  | { kind: 'exact' }
  | { kind: 'case'; listed: string }
  | { kind: 'similar'; listed: string[] }
  | { kind: 'missing' };

const normalize = (id: string): string => id.toLowerCase().replace(/[^a-z0-9]/g, '');

/** How a model ID relates to the listed IDs: exact, different only in case, similar-looking, or absent (SPEC §2 rule 1). */
export function matchModelId(model: string, ids: readonly string[]): ModelIdMatch {
  if (ids.includes(model)) return { kind: 'exact' };
  const caseOnly = ids.find((id) => id.toLowerCase() === model.toLowerCase());
  if (caseOnly !== undefined) return { kind: 'case', listed: caseOnly };
  const wanted = normalize(model);
  const similar = ids.filter((id) => {
    const candidate = normalize(id);
    return wanted.length > 0 && (candidate.includes(wanted) || wanted.includes(candidate));
  });
  return similar.length > 0 ? { kind: 'similar', listed: similar } : { kind: 'missing' };
}
