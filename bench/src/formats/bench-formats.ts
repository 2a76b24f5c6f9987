import type { FormatId } from '@modelgate/ir';
import type { BenchFormat } from './bench-format.js';
import { chatBenchFormat } from './chat-bench-format.js';
import { messagesBenchFormat } from './messages-bench-format.js';
import { responsesBenchFormat } from './responses-bench-format.js';

export const BENCH_FORMATS: Record<FormatId, BenchFormat> = {
  'openai-chat': chatBenchFormat,
  'anthropic-messages': messagesBenchFormat,
  'openai-responses': responsesBenchFormat,
};

/** Every wire format, in the order the bench runs and reports them: the order of the registry above. */
export const BENCH_FORMAT_IDS = Object.keys(BENCH_FORMATS) as FormatId[];
