import { listModelIds } from '../formats/check-models-content.js';
import { FORMAT_PROFILES } from '../formats/format-profiles.js';
import { joinUrl } from '../http/join-url.js';
import { parseJsonBody } from '../http/parse-json-body.js';
import { classifyNetworkError } from './classify-network-error.js';
import { describeErrorAnswer } from './describe-error-answer.js';
import type { DoctorSession } from './doctor-session.js';

/**
 * Connection, model list and token: `GET {root}/v1/models` with the token (SPEC §4 rule 5, SPEC §7 status none).
 * Returns the listed IDs ([] when the server does not serve the list: a 404 or 405 is then no verdict on the address,
 * which the endpoint layer judges), or undefined when a layer is broken.
 */
export async function checkModelListLayers(session: DoctorSession, root: string): Promise<string[] | undefined> {
  const url = joinUrl(root, '/v1/models');
  const exchange = await session.send('GET', url);
  const response = exchange.response;
  if (response === undefined) {
    const error = exchange.networkError ?? { code: 'UNKNOWN', message: 'no answer' };
    const { layer, summary, remedy } = classifyNetworkError(error.code, error.message, root);
    session.fail(layer, summary, remedy);
    return undefined;
  }
  session.pass('connection', `${new URL(root).host} answered GET /v1/models with HTTP ${response.status}`);
  const answer = describeErrorAnswer(response);
  const { status } = response;
  if (status >= 300 && status < 400) {
    const location = response.headers.location ?? '(no location)';
    session.fail('model-list', `GET /v1/models redirects to ${location}`, `The address redirects to ${location}. Configure the final address (often https:// instead of http://).`);
  } else if (status === 401) {
    session.fail('token', `the token was refused (${answer})`, 'The token was refused. Re-copy it whole, and send it as the header "Authorization: Bearer <token>"; never put it in the URL or the body.');
  } else if (status === 403) {
    session.fail('token', `the token lacks access (${answer})`, 'The token is known but lacks access, or its account is unavailable. Check the token and account state with whoever issued the token.');
  } else if (status === 404 || status === 405) {
    session.modelListMissing = status;
    session.pass('model-list', `GET /v1/models is not served (${status}); the model list is optional, so the model is checked by the generation`);
    return [];
  } else if (status === 429) {
    session.fail('model-list', `GET /v1/models was refused for quota or rate (${answer})`, 'The token quota, the account balance or the request rate is exhausted. Check the account state, then wait or reduce concurrency.');
  } else if (status >= 500) {
    session.fail('model-list', `the service failed (${answer})`, 'The service could not complete the request. Retry once later; if it persists, send the record below to the operator.');
  } else if (status !== 200) {
    session.fail('model-list', `GET /v1/models answered ${answer}`, 'GET /v1/models must answer 200 with a model list. Check that the address points at the service.');
  } else {
    const parsed = parseJsonBody(response.bodyText);
    const valid = parsed.ok && FORMAT_PROFILES.models.checkContent(parsed.value).length === 0;
    if (!parsed.ok || !valid) {
      session.fail('model-list', 'GET /v1/models answered 200 without a model list', 'Something other than the service answered at this address (no data[].id list). Check the address and any proxy in between.');
    } else {
      const ids = listModelIds(parsed.value);
      session.pass('model-list', `${ids.length} model(s) visible to this token`);
      session.pass('token', 'the token is accepted');
      return ids;
    }
  }
  return undefined;
}
