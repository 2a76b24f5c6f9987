/** An upstream body read to the end as text, up to `limitBytes` (the rest is dropped). */
export async function readBodyText(body: AsyncIterable<Uint8Array>, limitBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    // undici hands out Buffers: keep them as they are (a view, not a copy) and concatenate once at the end.
    if (size < limitBytes) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    size += chunk.byteLength;
  }
  const whole = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
  return (whole.length > limitBytes ? whole.subarray(0, limitBytes) : whole).toString('utf8');
}
