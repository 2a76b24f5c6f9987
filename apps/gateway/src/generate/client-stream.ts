import type { ErrorInput } from '@modelgate/ir';
import type { IrUsage, ResponseSummary } from '../translate/translator-port.js';

/** Upstream SSE text in, client SSE text out: a translator, or a passthrough that only meters usage. */
export type ClientStream = {
  push(text: string): string;
  end(): string;
  fail(error: ErrorInput): string;
  usage(): IrUsage | undefined;
  /** The upstream's model and stop reason as far as the stream said them (traces). */
  summary(): ResponseSummary;
  hasContent(): boolean;
  /** True once the client's last event went out with the text returned so far: the answer is whole. */
  isComplete(): boolean;
};
