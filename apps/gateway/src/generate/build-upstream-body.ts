import type { JsonObject } from '@modelgate/ir';
import { FORMAT_MODULES } from '../formats/format-modules.js';
import type { ClientRequest, TranslatorPort } from '../translate/translator-port.js';
import { createDroppedFieldsError } from './create-dropped-fields-error.js';
import { type ByteRange, findTopLevelStringMember } from './find-top-level-string-member.js';
import { createTranslatedBodyReuse, type TranslatedBodyReuseCounts } from './create-translated-body-reuse.js';
import type { UpstreamRoute } from './upstream-route.js';

/**
 * The members `upstream` adds to `client` when it keeps every other member of the client's, the model aside, as the
 * very same value (`{}` when only the model changed); undefined when it changed or dropped one.
 */
function membersAddedTo(client: JsonObject, upstream: JsonObject): JsonObject | undefined {
  const added: JsonObject = {};
  let kept = 0;
  for (const key of Object.keys(upstream)) {
    if (!Object.hasOwn(client, key)) added[key] = upstream[key];
    else if (key === 'model' || upstream[key] === client[key]) kept += 1;
    else return undefined;
  }
  return kept === Object.keys(client).length ? added : undefined;
}

/** The process's kept JSON of translated conversations, by the frozen first message of the client's body. */
const TRANSLATED_BODIES = createTranslatedBodyReuse();

/** How many translated list elements were found the same as an earlier turn's, and how many written: for tests and measurements. */
export function translatedBodyReuseCounts(): TranslatedBodyReuseCounts {
  return TRANSLATED_BODIES.counts();
}

/**
 * The first element of the client's conversation (`messages`, `input` or `contents`) when it is frozen: shared by
 * createJsonReuse with an earlier body of the same caller, so the same object turn after turn; undefined otherwise
 * (every small body, every first turn).
 */
function conversationKeyOf(body: JsonObject): object | undefined {
  for (const name of ['messages', 'input', 'contents']) {
    const list = body[name];
    if (!Array.isArray(list)) continue;
    const first: unknown = list[0];
    return typeof first === 'object' && first !== null && Object.isFrozen(first) ? first : undefined;
  }
  return undefined;
}

/** Bodies of at least this many bytes go upstream in parts (never copied whole); smaller ones in one copy. */
const PARTS_FROM_BYTES = 64 * 1024;

/**
 * `pieces` (a body's bytes in order) joined in one copy when the body is small (undici writes several parts
 * asynchronously, part by part: more work than a short copy), else as at most three parts: the largest piece as it is (a view of the client's
 * bytes, never copied) and what comes before and after it joined. A body of hundreds of KB is never copied whole: a
 * fresh buffer of its size costs tens of µs to fill at 100 KB, most of it the first touch of new memory.
 */
function aroundLargest(pieces: readonly Buffer[]): Buffer[] {
  let length = 0;
  for (const piece of pieces) length += piece.length;
  if (length < PARTS_FROM_BYTES) return [Buffer.concat(pieces, length)];
  let largest = 0;
  for (let index = 1; index < pieces.length; index += 1) if ((pieces[index]?.length ?? 0) > (pieces[largest]?.length ?? 0)) largest = index;
  const before = pieces.slice(0, largest);
  const after = pieces.slice(largest + 1);
  const parts: Buffer[] = [];
  if (before.length > 0) parts.push(before.length === 1 ? (before[0] as Buffer) : Buffer.concat(before));
  parts.push(pieces[largest] as Buffer);
  if (after.length > 0) parts.push(after.length === 1 ? (after[0] as Buffer) : Buffer.concat(after));
  return parts.filter((part) => part.length > 0);
}

/**
 * The client's JSON bytes with the top-level model member's value (`model`, a range of `bytes`) replaced by
 * `upstreamModel` and `members` written in front of the object's own; `open` is the index of the object's `{`.
 * In parts (aroundLargest): no decode, encode or whole copy of the body.
 */
function spliceBody(bytes: Buffer, model: ByteRange, upstreamModel: string, members: JsonObject): Buffer[] {
  const open = bytes.indexOf(0x7b /* { */);
  const added = Object.keys(members).length === 0 ? undefined : Buffer.from(`${JSON.stringify(members).slice(1, -1)},`, 'utf8');
  const renamed = Buffer.from(JSON.stringify(upstreamModel), 'utf8');
  const pieces = added === undefined ? [] : [bytes.subarray(0, open + 1), added];
  pieces.push(bytes.subarray(added === undefined ? 0 : open + 1, model.start), renamed, bytes.subarray(model.end));
  return aroundLargest(pieces);
}

/**
 * The client's bytes as the upstream body, or undefined when the upstream body differs from the client's in more than
 * its model and members the format adds, or the model member cannot be placed (never, for a body JSON.parse read).
 */
function passBytesOn(bytes: Buffer, client: JsonObject, upstream: JsonObject, modelMember: string, upstreamModel: string): Buffer[] | undefined {
  const added = membersAddedTo(client, upstream);
  if (added === undefined || typeof client[modelMember] !== 'string') return undefined;
  if (Object.keys(added).length === 0 && client[modelMember] === upstreamModel) return [bytes];
  const model = findTopLevelStringMember(bytes, modelMember);
  return model === undefined ? undefined : spliceBody(bytes, model, upstreamModel, added);
}

/**
 * The body for the upstream: the client's own body with the model swapped when the route passes through
 * (unknown fields kept), a translation otherwise, with the codes of the translator's warnings (lossy mappings) and
 * the client's fields it did not send (`dropped`; with `dropParams: false` a 400 instead when one of them changes the
 * answer).
 * When the same-format body differs from the client's only in its model and in members the format adds (chat streams:
 * `stream_options.include_usage`) and the client's JSON bytes are known, those bytes go too (`bodyBytes`), the value
 * of the top-level model member swapped at its offset and the added members written in front: the upstream gets the
 * client's own bytes (numbers such as 1.0 or 64-bit seeds unchanged) and the gateway neither serializes nor encodes
 * a body that may be hundreds of KB. They go in parts (the client's bytes around the new model, viewed, not copied):
 * the upstream body is their concatenation. A translated body goes as the bytes of its JSON (createTranslatedBodyReuse).
 */
export function buildUpstreamBody(options: {
  route: UpstreamRoute;
  /** The client's request, as its format's validator typed it. */
  body: ClientRequest;
  bodyBytes: Buffer | undefined;
  upstreamModel: string;
  stream: boolean;
  defaultMaxOutputTokens: number;
  translator: TranslatorPort;
  /** The deployment's `drop_params` (default true). */
  dropParams?: boolean;
  deploymentName: string;
}): { body: JsonObject; bodyBytes: Buffer[] | undefined; warnings: string[]; dropped: string[] } {
  const { body, upstreamModel } = options;
  const { clientFormat, upstreamFormat } = options.route;
  if (options.route.passthrough) {
    // The same format both ways: its passthrough rules read the body's members by name.
    const clientBody: JsonObject = body;
    const rules = FORMAT_MODULES[upstreamFormat].passthrough;
    const upstream = rules.toUpstreamBody(clientBody, upstreamModel);
    const bodyBytes = options.bodyBytes === undefined ? undefined : passBytesOn(options.bodyBytes, clientBody, upstream, rules.modelMember, upstreamModel);
    return { body: upstream, bodyBytes, warnings: [], dropped: [] };
  }
  const translation = options.translator.translateRequest({
    from: clientFormat,
    to: upstreamFormat,
    body,
    options: { model: upstreamModel, defaultMaxOutputTokens: options.defaultMaxOutputTokens, stream: options.stream },
  });
  const dropped = options.translator.droppedFields(translation.warnings);
  if (options.dropParams === false) {
    // Only a loss that changes the answer is refused; metadata, caching hints and the like are reported, never refused.
    const refused = options.translator.droppedFields(translation.warnings, 'changing-answer');
    if (refused.length > 0) throw createDroppedFieldsError({ dropped: refused, upstreamFormat, deploymentName: options.deploymentName });
  }
  // Serialized here, where the translation is made, and sent as bytes: the provider does not serialize it again. The
  // JSON of the messages and tools an earlier turn of the conversation sent the same is not written again.
  const bytes = TRANSLATED_BODIES.serialize(translation.body, conversationKeyOf(body), upstreamFormat);
  return { body: translation.body, bodyBytes: [bytes], warnings: translation.warnings.map((warning) => warning.code), dropped };
}
