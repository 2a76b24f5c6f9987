import type { ErrorInput, FormatId, JsonObject } from '@modelgate/ir';
import type {
  ClientAnswer,
  ClientRequest,
  IrUsage,
  RequestBodyOf,
  ResponseSummary,
  StreamTranslator,
  StreamUsageMeter,
  TranslateRequestInputOf,
  TranslationWarning,
} from '@modelgate/translate';

/**
 * The port through which the gateway uses @modelgate/translate (docs/ARCHITECTURE.md): request, response and stream
 * translation between formats, usage extraction, and upstream error bodies turned into input for renderError.
 */
export type { ClientAnswer, ClientRequest, IrUsage, RequestBodyOf, ResponseSummary, StreamTranslator, StreamUsageMeter, TranslationWarning };

/**
 * What answer translation needs: the client's model, clock and ids, and what the answer reads of the client's request
 * (readClientAnswer: tool kinds, usage chunk), never the request itself.
 */
export type TranslateContext = { model: string; now(): number; newId(prefix: string): string; clientAnswer: ClientAnswer };

export type TranslatorPort = {
  /**
   * `body` is the client's request as the validator of its format `from` accepted it (`RequestBodyOf[F]`, the type
   * generated from that format's contract); the result is the upstream's body in format `to`.
   */
  translateRequest<F extends FormatId>(input: TranslateRequestInputOf<F>): { body: JsonObject; warnings: TranslationWarning[] };
  /** What an answer in `format` reads of the client's request `body` (as that format's validator accepted it). */
  readClientAnswer<F extends FormatId>(format: F, body: RequestBodyOf[F]): ClientAnswer;
  /**
   * A whole answer in the client's format `to` as its JSON text (formats differ); `usage`: the upstream answer's
   * usage, as extractUsage reads it (undefined when it reported none).
   */
  translateResponseJson(input: { from: FormatId; to: FormatId; body: unknown; context: TranslateContext }): {
    json: string;
    warnings: TranslationWarning[];
    usage?: IrUsage | undefined;
  };
  createStreamTranslator(input: { from: FormatId; to: FormatId; context: TranslateContext }): StreamTranslator;
  /**
   * The client's request fields (JSON pointers) a request translation did not send; `'changing-answer'`: only those
   * whose loss changes the answer (metadata, caching hints and the like left out), which `drop_params: false` refuses.
   */
  droppedFields(warnings: readonly TranslationWarning[], which?: 'all' | 'changing-answer'): string[];
  extractUsage(format: FormatId, responseBody: unknown): IrUsage | undefined;
  /** The model and stop reason a whole response body reports (traces). */
  summarizeResponse(format: FormatId, responseBody: unknown): ResponseSummary;
  createStreamUsageMeter(format: FormatId): StreamUsageMeter;
  /** The generated text (message text, reasoning, tool names and arguments) in a stream's raw SSE text. */
  readStreamOutputText(format: FormatId, chunks: Iterable<string>): string[];
  translateErrorBody(input: { from: FormatId; status: number; body: unknown }): ErrorInput;
};
