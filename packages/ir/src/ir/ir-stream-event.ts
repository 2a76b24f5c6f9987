import type { ErrorInput } from '../error-input.js';
import type { IrOpaqueReasoning, IrToolCallKind } from './ir-content.js';
import type { IrStopReason } from './ir-stop-reason.js';
import type { IrUsage } from './ir-usage.js';
import type { IrTokenLogprob } from './ir-logprobs.js';

/**
 * Stream events of the IR, named noun-verb. Each content block has a `blockId` unique within the stream;
 * decoders open and close blocks in pairs and may interleave them (chat parallel tool fragments);
 * `serializeBlocks` turns that into one open block at a time.
 */
export type IrStreamEvent =
  | { type: 'response-start'; id?: string; model?: string }
  /** The upstream is alive but has nothing to say yet (Anthropic `ping`); keeps idle timeouts at bay. */
  | { type: 'keep-alive' }
  /** `refusal`: the text is the model declining to answer (OpenAI `refusal`), not an answer. */
  | { type: 'text-start'; blockId: string; refusal?: true }
  | { type: 'text-delta'; blockId: string; text: string; logprobs?: IrTokenLogprob[] }
  | { type: 'text-end'; blockId: string }
  | { type: 'reasoning-start'; blockId: string; opaque?: IrOpaqueReasoning }
  | { type: 'reasoning-delta'; blockId: string; text: string }
  | { type: 'reasoning-signature'; blockId: string; opaque: IrOpaqueReasoning }
  | { type: 'reasoning-end'; blockId: string }
  | { type: 'tool-call-start'; blockId: string; callId: string; name: string; kind: IrToolCallKind; namespace?: string }
  | { type: 'tool-call-delta'; blockId: string; argumentsDelta: string }
  | { type: 'tool-call-end'; blockId: string }
  | { type: 'usage'; usage: Partial<IrUsage> }
  | { type: 'finish'; stopReason: IrStopReason; stopSequence?: string | null }
  | { type: 'error'; error: ErrorInput };

/** What an IR→wire encoder consumes: IR events, then exactly one `end` (upstream finished, however it finished). */
export type IrEncoderInput = IrStreamEvent | { type: 'end' };
