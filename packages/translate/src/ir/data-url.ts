/** `data:<media type>;base64,<data>` ↔ its parts. */
export function parseDataUrl(url: string): { mediaType: string; data: string } | undefined {
  const match = /^data:([^;,]+)?(?:;[^,]*)?;base64,(.*)$/s.exec(url);
  if (match === null) return undefined;
  return { mediaType: match[1] ?? 'application/octet-stream', data: match[2] ?? '' };
}

export function formatDataUrl(mediaType: string, data: string): string {
  return `data:${mediaType};base64,${data}`;
}
