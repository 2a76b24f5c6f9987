import type { FormatId, SampleStreamTail, SampleUsage } from '@modelgate/ir';

export type MockUsage = SampleUsage;

export type StreamTailOptions = SampleStreamTail;

/**
 * What the bench needs to know about one wire format: the path a client calls, a realistic request body, and the
 * mock upstream's answers (a JSON response, and a stream as a head, one event per text delta and a tail). Derived
 * from the format's module (`createBenchFormat`).
 */
export type BenchFormat = {
  id: FormatId;
  /** Short label for tables: chat, messages, responses. */
  label: string;
  path: string;
  createRequestBody(model: string, stream: boolean): string;
  /**
   * With `--body-growth`: the bodies the load phase sends in turn instead of createRequestBody's one, each the one
   * before with the next conversation turn appended (an agent's next request).
   */
  createLoadBodies?(model: string, stream: boolean): readonly string[];
  createResponse(model: string, text: string, usage: MockUsage): string;
  createStreamHead(model: string, usage: MockUsage): string;
  createStreamDelta(model: string, text: string, index: number): string;
  /** `text` is the whole answer; `includeUsage` mirrors chat's stream_options.include_usage. */
  createStreamTail(model: string, text: string, usage: MockUsage, tail: StreamTailOptions): string;
  /** Whether a parsed request asks for usage at the end of a stream. */
  wantsStreamUsage(request: Record<string, unknown>): boolean;
};
