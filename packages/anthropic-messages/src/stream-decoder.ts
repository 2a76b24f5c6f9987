/** An incremental decoder: text in (decode bytes with a streaming TextDecoder first), items out. Never throws. */
export type StreamDecoder<T> = {
  /** Feeds more text, in any chunking, and returns the items it completed. */
  push(text: string): T[];
  /** The stream ended: returns what a last message without its final blank line still held. */
  end(): T[];
};
