import type { FormatId } from '../formats/format-id.js';
import { FORMAT_PROFILES } from '../formats/format-profiles.js';
import type { JsonObject } from '../formats/format-profile.js';
import { isJsonObject } from '../formats/is-json-object.js';
import type { TranslatorPort } from '../translate/translator-port.js';
import { renameModelOnce } from './create-model-renamer.js';

/** True when `upstream` is `client` with at most its model changed (every other field the very same value). */
function changesOnlyTheModel(client: JsonObject, upstream: JsonObject): boolean {
  const keys = Object.keys(upstream);
  if (keys.length !== Object.keys(client).length) return false;
  for (const key of keys) if (key !== 'model' && upstream[key] !== client[key]) return false;
  return true;
}

/**
 * The body for the upstream: the client's own body with the model swapped when the upstream speaks the same format
 * (unknown fields kept), a translation otherwise, with the codes of the translator's warnings (lossy mappings).
 * When the same-format body differs from the client's only in its model and the client's JSON text is known, that
 * text goes too (`bodyText`), its model renamed in place: the upstream gets the client's own bytes (numbers such as
 * 1.0 or 64-bit seeds unchanged) and the gateway skips serializing a body that may be hundreds of KB.
 */
export function buildUpstreamBody(options: {
  clientFormat: FormatId;
  upstreamFormat: FormatId;
  body: JsonObject;
  bodyText: string | undefined;
  upstreamModel: string;
  stream: boolean;
  defaultMaxOutputTokens: number;
  translator: TranslatorPort;
}): { body: JsonObject; bodyText: string | undefined; warnings: string[] } {
  const { clientFormat, upstreamFormat, body, upstreamModel } = options;
  if (clientFormat === upstreamFormat) {
    const upstream = FORMAT_PROFILES[upstreamFormat].toUpstreamBody(body, upstreamModel);
    const clientModel = body['model'];
    const text = options.bodyText;
    if (text === undefined || typeof clientModel !== 'string' || !changesOnlyTheModel(body, upstream)) return { body: upstream, bodyText: undefined, warnings: [] };
    return { body: upstream, bodyText: clientModel === upstreamModel ? text : renameModelOnce(text, clientModel, upstreamModel), warnings: [] };
  }
  const translation = options.translator.translateRequest({
    from: clientFormat,
    to: upstreamFormat,
    body,
    options: { model: upstreamModel, defaultMaxOutputTokens: options.defaultMaxOutputTokens, stream: options.stream },
  });
  const translated = translation.body;
  if (!isJsonObject(translated)) throw new Error(`The ${clientFormat} → ${upstreamFormat} translation did not produce an object.`);
  return { body: translated, bodyText: undefined, warnings: translation.warnings.map((warning) => warning.code) };
}
