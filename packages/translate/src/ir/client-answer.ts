import type { ToolRestoration } from './tool-restoration.js';

/**
 * What an answer in the client's format reads of the client's request, read from it once (readClientAnswer) when the
 * request is translated: the request itself (an agent's conversation, hundreds of KB parsed) can then be let go
 * before the upstream answers, instead of living until the answer is written.
 */
export type ClientAnswer = {
  /**
   * How the client's tools that an upstream sees flattened (Codex `custom` tools, `namespace` tools) come back in the
   * answer's tool calls; undefined when the client declared none of them.
   */
  toolRestoration: ToolRestoration | undefined;
  /**
   * Whether a stream ends with a usage report the format sends only on request (a chat client's
   * `stream_options.include_usage`: the final usage chunk). Formats whose streams always report usage ignore it.
   */
  streamUsage: boolean;
};
