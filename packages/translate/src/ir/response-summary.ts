import type { IrStopReason } from '@modelgate/ir';

/**
 * What an answer says about itself besides its content and usage: the model the upstream named and why it stopped
 * (for traces and records). Either is undefined when the answer did not say (yet).
 */
export type ResponseSummary = { model: string | undefined; stopReason: IrStopReason | undefined };
