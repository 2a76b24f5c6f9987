import type { FormatId } from '../formats/format-id.js';
import { FORMAT_PROFILES } from '../formats/format-profiles.js';
import type { JsonObject } from '../formats/format-profile.js';
import { isJsonObject } from '../formats/is-json-object.js';
import type { TranslatorPort } from '../translate/translator-port.js';

/**
 * The body for the upstream: the client's own body with the model swapped when the upstream speaks the same format
 * (unknown fields kept), a translation otherwise, with the codes of the translator's warnings (lossy mappings).
 */
export function buildUpstreamBody(options: {
  clientFormat: FormatId;
  upstreamFormat: FormatId;
  body: JsonObject;
  upstreamModel: string;
  stream: boolean;
  defaultMaxOutputTokens: number;
  translator: TranslatorPort;
}): { body: JsonObject; warnings: string[] } {
  const { clientFormat, upstreamFormat, body, upstreamModel } = options;
  if (clientFormat === upstreamFormat) return { body: FORMAT_PROFILES[upstreamFormat].toUpstreamBody(body, upstreamModel), warnings: [] };
  const translation = options.translator.translateRequest({
    from: clientFormat,
    to: upstreamFormat,
    body,
    options: { model: upstreamModel, defaultMaxOutputTokens: options.defaultMaxOutputTokens, stream: options.stream },
  });
  const translated = translation.body;
  if (!isJsonObject(translated)) throw new Error(`The ${clientFormat} → ${upstreamFormat} translation did not produce an object.`);
  return { body: translated, warnings: translation.warnings.map((warning) => warning.code) };
}
