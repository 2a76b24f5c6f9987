/**
 * How the mock answers one model: `deltas` text pieces, the first after `intervalMs` and each next one `intervalMs`
 * later (0 writes the whole answer at once), to the microsecond when `precise` (paceWrites). The mock picks the
 * profile by the request's `model`.
 */
export type MockProfile = { intervalMs: number; deltas: number; precise?: boolean };

export type MockProfileName = 'instant' | 'paced' | 'slow';

export const MOCK_PROFILE_NAMES: readonly MockProfileName[] = ['instant', 'paced', 'slow'];

/** The upstream model name that selects a profile (what a gateway deployment sends upstream). */
export function mapProfileToUpstreamModel(profile: MockProfileName): string {
  return `bench-${profile}`;
}

/** The first text delta starts with this, so a client can time its first token in any format. */
export const FIRST_TOKEN_MARKER = 'Zq0';

export function createDeltaText(index: number): string {
  return index === 0 ? FIRST_TOKEN_MARKER : ` word${index}`;
}
