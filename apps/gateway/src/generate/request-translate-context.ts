import type { FormatId } from '@modelgate/ir';
import type { ClientAnswer, TranslateContext, TranslatorPort } from '../translate/translator-port.js';
import type { ClientBody } from './create-client-body.js';

/**
 * What a translation of one request's answer reads (TranslateContext). Its methods and the `clientAnswer` getter live
 * on the prototype: an object literal with a getter and two arrow functions made three closures and defined the
 * accessor again (a runtime call) on every request, a passthrough included, which never reads them. What a translated
 * answer reads of the client's request (Codex's custom tool calls are restored from its tools) is read once, when a
 * translating attempt sends it (`readClientAnswer`), so that the request is let go then.
 */
export class RequestTranslateContext implements TranslateContext {
  private answer: ClientAnswer | undefined = undefined;

  constructor(
    readonly model: string,
    private readonly format: FormatId,
    private readonly clientBody: ClientBody,
    private readonly translator: TranslatorPort,
    private readonly clock: { now(): number },
    private readonly ids: { newId(prefix: string): string },
  ) {}

  now(): number {
    return this.clock.now();
  }

  newId(prefix: string): string {
    return this.ids.newId(prefix);
  }

  get clientAnswer(): ClientAnswer {
    return this.readClientAnswer();
  }

  readClientAnswer(): ClientAnswer {
    this.answer ??= this.translator.readClientAnswer(this.format, this.clientBody.read());
    return this.answer;
  }
}
