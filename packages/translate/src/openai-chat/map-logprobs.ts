import type { ChatTokenLogprob } from '@modelgate/openai-chat';
import type { IrTokenLogprob, IrTopLogprob } from '@modelgate/ir';
import { asArray, asRecord, readNumber, readString, type JsonRecord } from '../ir/read-json.js';

function readTopLogprob(raw: unknown): IrTopLogprob | undefined {
  const entry = asRecord(raw);
  const token = readString(entry, 'token');
  const logprob = readNumber(entry, 'logprob');
  if (token === undefined || logprob === undefined) return undefined;
  const bytes = Array.isArray(entry['bytes']) ? entry['bytes'].filter((byte): byte is number => typeof byte === 'number') : null;
  return { token, logprob, bytes };
}

/**
 * OpenAI's token log probabilities (chat `logprobs.content`, a Responses `output_text`'s `logprobs`: the same entry
 * shape) → IR; undefined when there are none. An entry without a token or a finite log probability is left out.
 */
export function readOpenAiLogprobs(value: unknown): IrTokenLogprob[] | undefined {
  const list: IrTokenLogprob[] = [];
  for (const raw of asArray(value)) {
    const top = readTopLogprob(raw);
    if (top === undefined) continue;
    const alternatives = asArray((raw as JsonRecord)['top_logprobs']).map(readTopLogprob).filter((entry) => entry !== undefined);
    list.push({ ...top, topLogprobs: alternatives });
  }
  return list.length > 0 ? list : undefined;
}

/** IR → OpenAI's token log probability entries (chat `logprobs.content`, Responses `output_text.logprobs`). */
export function writeOpenAiLogprobs(list: readonly IrTokenLogprob[]): ChatTokenLogprob[] {
  return list.map((entry) => ({
    token: entry.token,
    logprob: entry.logprob,
    bytes: entry.bytes,
    top_logprobs: entry.topLogprobs.map((top) => ({ token: top.token, logprob: top.logprob, bytes: top.bytes })),
  }));
}
