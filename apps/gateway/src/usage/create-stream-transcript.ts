import type { FormatId } from '@modelgate/ir';
import type { CountTokens } from './load-tokenizer.js';

/** The most upstream stream text kept for counting output (characters); beyond it the count is extrapolated. */
export const TRANSCRIPT_LIMIT_CHARS = 16 * 1024 * 1024;

/** An upstream stream's text as it was read, kept for counting its output if its usage is missing. */
export type StreamTranscript = {
  push(text: string): void;
  /** The output tokens of what was read so far: the generated text counted with the o200k tokenizer. */
  estimateOutputTokens(countTokens: CountTokens): number;
  /**
   * Lets go of the text kept, once it will not be counted (the upstream's usage came whole); what is pushed after is
   * not kept either. Held until the request's objects go, a stream's text outlived V8's young generation under load
   * and was promoted to the old one, whose marking runs on V8's worker threads.
   */
  release(): void;
};

/**
 * Keeps the upstream's SSE text (the chunks themselves, no copy) so that, only when the upstream's usage is missing
 * or incomplete (no usage event, or the client left before it), the generated text (message text, reasoning, tool
 * names and arguments) can be read out of it and counted. Reading and tokenizing happen then, never while streaming.
 */
export function createStreamTranscript(options: {
  format: FormatId;
  readOutputText: (format: FormatId, chunks: Iterable<string>) => string[];
  limitChars?: number;
}): StreamTranscript {
  const limit = options.limitChars ?? TRANSCRIPT_LIMIT_CHARS;
  let chunks: string[] = [];
  let kept = 0;
  let total = 0;
  let released = false;
  return {
    push(text) {
      total += text.length;
      if (released || kept >= limit || text === '') return;
      const part = kept + text.length <= limit ? text : text.slice(0, limit - kept);
      chunks.push(part);
      kept += part.length;
    },
    estimateOutputTokens(countTokens) {
      let tokens = 0;
      for (const part of options.readOutputText(options.format, chunks)) tokens += countTokens(part);
      return kept < total && kept > 0 ? Math.ceil((tokens * total) / kept) : tokens;
    },
    release() {
      released = true;
      chunks = [];
    },
  };
}
