import type { ErrorInput } from '@modelgate/ir';
import type { IrUsage } from '../translate/translator-port.js';

/** Upstream SSE text in, client SSE text out: a translator, or a passthrough that only meters usage. */
export type ClientStream = {
  push(text: string): string;
  end(): string;
  fail(error: ErrorInput): string;
  usage(): IrUsage | undefined;
  hasContent(): boolean;
  /** True once the client's last event went out with the text returned so far: the answer is whole. */
  isComplete(): boolean;
};
