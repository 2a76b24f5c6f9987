/** An upstream body read to the end as text, up to `limitBytes` (the rest is dropped). */
export async function readBodyText(body: AsyncIterable<Uint8Array>, limitBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    if (size < limitBytes) chunks.push(Buffer.from(chunk));
    size += chunk.byteLength;
  }
  return Buffer.concat(chunks).subarray(0, limitBytes).toString('utf8');
}
