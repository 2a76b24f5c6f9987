import { CODECS } from './codec-registry.js';
import type { FormatId } from './format-id.js';
import type { IrUsage } from './ir/ir-usage.js';
import { mergeUsage } from './ir/merge-usage.js';
import { createSseParser } from './sse/create-sse-parser.js';

export type StreamUsageMeter = { push(text: string): void; end(): void; usage(): IrUsage | undefined };

/** Reads usage out of a stream in `format` without changing it (for passthrough traffic). */
export function createStreamUsageMeter(format: FormatId): StreamUsageMeter {
  const parser = createSseParser();
  const decoder = CODECS[format].createStreamToIr({ model: '', now: () => 0, newId: (prefix) => prefix });
  let usage: IrUsage | undefined;
  const read = (messages: { event?: string; data: string }[]): void => {
    for (const message of messages) {
      for (const event of decoder.push({ type: 'message', data: message.data })) {
        if (event.type === 'usage') usage = mergeUsage(usage, event.usage);
      }
    }
  };
  return {
    push: (text) => read(parser.push(text)),
    end: () => read(parser.end()),
    usage: () => usage,
  };
}
