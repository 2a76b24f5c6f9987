/** An upstream body read to the end as text, up to `limitBytes` (the rest is dropped). */
export async function readBodyText(body: AsyncIterable<Uint8Array>, limitBytes: number): Promise<string> {
  // A small answer comes in one chunk: it is kept alone, and an array (room for 17 at its first push) is made only
  // for a second.
  let first: Buffer | undefined;
  let chunks: Buffer[] | undefined;
  let size = 0;
  for await (const chunk of body) {
    // undici hands out Buffers: keep them as they are (a view, not a copy) and concatenate once at the end.
    if (size < limitBytes) {
      const kept = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      if (first === undefined) first = kept;
      else if (chunks === undefined) chunks = [first, kept];
      else chunks.push(kept);
    }
    size += chunk.byteLength;
  }
  const whole = chunks !== undefined ? Buffer.concat(chunks) : (first ?? Buffer.alloc(0));
  return (whole.length > limitBytes ? whole.subarray(0, limitBytes) : whole).toString('utf8');
}
