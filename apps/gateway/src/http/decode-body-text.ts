import { isAscii } from 'node:buffer';

/**
 * A JSON body's bytes (its BOM already dropped) as text, decoded once: ASCII (the usual agent body: JSON escapes
 * non-ASCII text or not) as Latin-1, which is the same text for those bytes and skips UTF-8 validation, about half the
 * decode of a large body; anything else as UTF-8.
 */
export function decodeBodyText(bytes: Buffer): string {
  return bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
}
