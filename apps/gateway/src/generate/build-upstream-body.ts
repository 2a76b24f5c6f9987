import { type JsonObject, isJsonObject } from '@modelgate/ir';
import { FORMAT_MODULES } from '../formats/format-modules.js';
import type { TranslatorPort } from '../translate/translator-port.js';
import { createDroppedFieldsError } from './create-dropped-fields-error.js';
import { renameModelOnce } from './create-model-renamer.js';
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

/** `text`, a JSON object, with `members` written in front of its own (it has one at least: the model). */
function prependMembers(text: string, members: JsonObject): string | undefined {
  if (Object.keys(members).length === 0) return text;
  const open = text.search(/\S/);
  if (open < 0 || text.charCodeAt(open) !== 123 /* { */) return undefined;
  return `${text.slice(0, open + 1)}${JSON.stringify(members).slice(1, -1)},${text.slice(open + 1)}`;
}

/**
 * The body for the upstream: the client's own body with the model swapped when the route passes through
 * (unknown fields kept), a translation otherwise, with the codes of the translator's warnings (lossy mappings) and
 * the client's fields it did not send (`dropped`; with `dropParams: false` a 400 instead when one of them changes the
 * answer).
 * When the same-format body differs from the client's only in its model and in members the format adds (chat streams:
 * `stream_options.include_usage`) and the client's JSON text is known, that text goes too (`bodyText`), its model
 * renamed in place and the added members written in front: the upstream gets the client's own bytes (numbers such as
 * 1.0 or 64-bit seeds unchanged) and the gateway skips serializing a body that may be hundreds of KB.
 */
export function buildUpstreamBody(options: {
  route: UpstreamRoute;
  body: JsonObject;
  bodyText: string | undefined;
  upstreamModel: string;
  stream: boolean;
  defaultMaxOutputTokens: number;
  translator: TranslatorPort;
  /** The deployment's `drop_params` (default true). */
  dropParams?: boolean;
  deploymentName: string;
}): { body: JsonObject; bodyText: string | undefined; warnings: string[]; dropped: string[] } {
  const { body, upstreamModel } = options;
  const { clientFormat, upstreamFormat } = options.route;
  if (options.route.passthrough) {
    const rules = FORMAT_MODULES[upstreamFormat].passthrough;
    const upstream = rules.toUpstreamBody(body, upstreamModel);
    const clientModel = body[rules.modelMember];
    const added = membersAddedTo(body, upstream);
    const text = options.bodyText === undefined || added === undefined ? undefined : prependMembers(options.bodyText, added);
    if (text === undefined || typeof clientModel !== 'string') return { body: upstream, bodyText: undefined, warnings: [], dropped: [] };
    return { body: upstream, bodyText: clientModel === upstreamModel ? text : renameModelOnce(text, clientModel, upstreamModel, rules.modelMember), warnings: [], dropped: [] };
  }
  const translation = options.translator.translateRequest({
    from: clientFormat,
    to: upstreamFormat,
    body,
    options: { model: upstreamModel, defaultMaxOutputTokens: options.defaultMaxOutputTokens, stream: options.stream },
  });
  const translated = translation.body;
  if (!isJsonObject(translated)) throw new Error(`The ${clientFormat} → ${upstreamFormat} translation did not produce an object.`);
  const dropped = options.translator.droppedFields(translation.warnings);
  if (options.dropParams === false) {
    // Only a loss that changes the answer is refused; metadata, caching hints and the like are reported, never refused.
    const refused = options.translator.droppedFields(translation.warnings, 'changing-answer');
    if (refused.length > 0) throw createDroppedFieldsError({ dropped: refused, upstreamFormat, deploymentName: options.deploymentName });
  }
  return { body: translated, bodyText: undefined, warnings: translation.warnings.map((warning) => warning.code), dropped };
}
