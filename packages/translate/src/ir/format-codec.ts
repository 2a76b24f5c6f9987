import type { IrRequest } from './ir-request.js';
import type { JsonRecord } from './read-json.js';
import type { RequestTranslationOptions, WarningSink } from './translation-options.js';

/** One wire format's translators to and from the IR (STYLE.md §6). Adding a format = one folder + one registry line. */
export type FormatCodec = {
  requestToIr(body: unknown, warnings: WarningSink): IrRequest;
  irToRequest(ir: IrRequest, options: RequestTranslationOptions, warnings: WarningSink): JsonRecord;
};
