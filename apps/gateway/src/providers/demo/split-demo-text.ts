/** Splits text into a few deltas of about three words each, keeping every character. */
export function splitDemoText(text: string): string[] {
  const words = text.match(/\S+\s*/g) ?? [text];
  const pieces: string[] = [];
  for (let index = 0; index < words.length; index += 3) pieces.push(words.slice(index, index + 3).join(''));
  const leading = /^\s*/.exec(text)?.[0] ?? '';
  if (leading !== '' && pieces.length > 0) pieces[0] = leading + pieces[0];
  return pieces.length > 0 ? pieces : [''];
}
