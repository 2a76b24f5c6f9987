import { STREAM_STAMPS_PATH, type StreamStamp } from '../mock/stream-stamps.js';

/** Every stamp the mocks at these origins hold (createMockUpstreamServer), all of them in one list. */
export async function fetchStreamStamps(mockOrigins: readonly string[]): Promise<StreamStamp[]> {
  const lists = await Promise.all(
    [...new Set(mockOrigins)].map(async (origin) => {
      const response = await fetch(`${origin}${STREAM_STAMPS_PATH}`);
      if (!response.ok) throw new Error(`${origin}${STREAM_STAMPS_PATH} answered ${response.status}`);
      const { stamps } = (await response.json()) as { stamps: StreamStamp[] };
      return stamps;
    }),
  );
  return lists.flat();
}
