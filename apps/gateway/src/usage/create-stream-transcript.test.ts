import { describe, expect, it } from 'vitest';
import { createStreamTranscript } from './create-stream-transcript.js';

/** Reads every chunk whole as output text; counted by characters, what the transcript was given comes back as one count. */
const readAll = (_format: string, chunks: Iterable<string>): string[] => [...chunks];
const countCharacters = (text: string): number => text.length;

describe('createStreamTranscript', () => {
  it('counts what it was given', () => {
    const transcript = createStreamTranscript({ format: 'openai-chat', readOutputText: readAll });
    transcript.push('abc');
    transcript.push('de');
    expect(transcript.estimateOutputTokens(countCharacters)).toBe(5);
  });

  it('extrapolates past its limit', () => {
    const transcript = createStreamTranscript({ format: 'openai-chat', readOutputText: readAll, limitChars: 4 });
    transcript.push('abc');
    transcript.push('defgh');
    expect(transcript.estimateOutputTokens(countCharacters)).toBe(8);
  });

  it('lets go of its text when released, and keeps nothing pushed after', () => {
    const given: string[][] = [];
    const transcript = createStreamTranscript({ format: 'openai-chat', readOutputText: (_format, chunks) => (given.push([...chunks]), []) });
    transcript.push('abc');
    transcript.release();
    transcript.push('de');
    transcript.estimateOutputTokens(countCharacters);
    expect(given).toEqual([[]]);
  });
});
