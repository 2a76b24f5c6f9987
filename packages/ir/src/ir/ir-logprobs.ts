/** One alternative token at a position, with its log probability (`bytes`: its UTF-8 bytes, null when none). */
export type IrTopLogprob = { token: string; logprob: number; bytes: number[] | null };

/** One output token with its log probability and the most likely alternatives (OpenAI chat and Responses `logprobs`). */
export type IrTokenLogprob = IrTopLogprob & { topLogprobs: IrTopLogprob[] };

/** The client asked for token log probabilities (`path`: the field that asked, for a target that cannot carry them). */
export type IrLogprobsRequest = { topLogprobs?: number; path: string };
