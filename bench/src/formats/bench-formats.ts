import type { BenchFormat, FormatId } from './bench-format.js';
import { chatBenchFormat } from './chat-bench-format.js';
import { messagesBenchFormat } from './messages-bench-format.js';
import { responsesBenchFormat } from './responses-bench-format.js';

export const BENCH_FORMATS: Record<FormatId, BenchFormat> = {
  'openai-chat': chatBenchFormat,
  'anthropic-messages': messagesBenchFormat,
  'openai-responses': responsesBenchFormat,
};
