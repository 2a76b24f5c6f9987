import type { DoctorSession } from './doctor-session.js';
import { matchModelId } from './match-model-id.js';

/** The model ID is a complete, exactly matching `data[].id` (SPEC §2 rule 1, SPEC §7 rule 1). Returns the model to use. */
export function checkModelIdLayer(session: DoctorSession, ids: readonly string[], model: string | undefined): string | undefined {
  const missing = session.modelListMissing;
  if (missing !== undefined) {
    if (model !== undefined) {
      session.pass('model-id', `"${model}" (no model list to check it against)`);
      return model;
    }
    session.fail('model-id', 'no --model given and no model list', `This server lists no models (GET /v1/models answered ${missing}): pass the model your client uses with --model.`);
    return undefined;
  }
  if (model === undefined) {
    const first = ids[0];
    if (first === undefined) {
      session.fail('model-id', 'the token sees no models', 'This token sees no models. Ask whoever issued it to make a model visible to it.');
      return undefined;
    }
    session.pass('model-id', `no --model given; using the first listed, "${first}"`);
    return first;
  }
  const match = matchModelId(model, ids);
  switch (match.kind) {
    case 'exact':
      session.pass('model-id', `"${model}" is listed exactly`);
      return model;
    case 'case':
      session.fail('model-id', `"${model}" differs only in case from "${match.listed}"`, `Model IDs match exactly, capitalization included. Use "${match.listed}" exactly as GET /v1/models lists it.`);
      return undefined;
    case 'similar':
      session.fail('model-id', `"${model}" is not listed; similar: ${match.listed.join(', ')}`, `"${model}" is not a listed ID. A similar-looking name is not equivalent: use a complete data[].id, e.g. "${match.listed[0] ?? ''}".`);
      return undefined;
    case 'missing':
      session.fail('model-id', `"${model}" is not visible to this token`, `"${model}" is not in this token's model list. Use one of: ${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', …' : ''}.`);
      return undefined;
    default: {
      const unreachable: never = match;
      throw new Error(`unknown match ${String(unreachable)}`);
    }
  }
}
