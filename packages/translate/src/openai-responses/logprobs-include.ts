/** The `include` entry that asks a Responses upstream for the output text's token log probabilities. */
export const LOGPROBS_INCLUDE = 'message.output_text.logprobs';
