import { MINIMAL_BODIES } from '../cases/request-bodies.js';
import { FORMAT_PROFILES } from '../formats/format-profiles.js';
import { toSchemaFindings } from '../formats/to-schema-findings.js';
import { parseJsonBody } from '../http/parse-json-body.js';
import { substitutePlaceholders } from '../run/substitute-placeholders.js';
import { parseSseText } from '@modelgate/ir';
import type { FormatName } from '../types.js';
import { classifyNetworkError } from './classify-network-error.js';
import { describeErrorAnswer } from './describe-error-answer.js';
import type { DoctorSession } from './doctor-session.js';
import { identifyResponseFormat } from './identify-response-format.js';
import type { ClientAddressPlan } from './plan-client-address.js';

/**
 * Endpoint and protocol, then a minimal generation: posts the format's minimal body where the client would, judges
 * the answer, then asks for the same as a stream (SPEC §4 rules 3-4, SPEC §7 rule 2).
 */
export async function checkEndpointLayers(session: DoctorSession, plan: ClientAddressPlan, format: FormatName, model: string): Promise<void> {
  const profile = FORMAT_PROFILES[format];
  const body = substitutePlaceholders(MINIMAL_BODIES[format], model);
  const exchange = await session.send('POST', plan.clientUrl, body, profile.clientHeaders);
  const response = exchange.response;
  if (response === undefined) {
    const error = exchange.networkError ?? { code: 'UNKNOWN', message: 'no answer' };
    const { summary, remedy } = classifyNetworkError(error.code, error.message, plan.clientUrl);
    session.fail('endpoint', summary, remedy);
    return;
  }
  const answer = describeErrorAnswer(response);
  const parsed = parseJsonBody(response.bodyText);
  if (response.status >= 200 && response.status < 300) {
    const findings = parsed.ok ? toSchemaFindings(profile.schema.body(parsed.value)) : ['the body is not JSON'];
    if (findings.length > 0) {
      const other = parsed.ok ? identifyResponseFormat(parsed.value) : undefined;
      const said = other === undefined ? 'an answer that is not in the format' : `an answer in the ${other.label} format`;
      session.fail(
        'endpoint',
        `POST ${new URL(plan.clientUrl).pathname} answered ${response.status} with ${said}, not ${profile.label}`,
        plan.problem ?? `The endpoint does not speak the ${profile.label} protocol your client speaks (${findings[0] ?? ''}). Point the client at ${plan.correctUrl}.`,
      );
      return;
    }
    session.pass('endpoint', `POST ${new URL(plan.clientUrl).pathname} speaks ${profile.label}`);
    await checkStreamedGeneration(session, plan.clientUrl, format, body);
    return;
  }
  if (plan.problem !== undefined) {
    session.fail('endpoint', `POST ${new URL(plan.clientUrl).pathname} answered ${answer}`, plan.problem);
    return;
  }
  const path = new URL(plan.clientUrl).pathname;
  const root = plan.correctUrl.slice(0, plan.correctUrl.length - profile.path.length);
  if (session.modelListMissing !== undefined && response.status === 401) {
    session.fail('token', `the token was refused (${answer})`, 'The token was refused. Re-copy it whole, and send it as the header "Authorization: Bearer <token>"; never put it in the URL or the body.');
  } else if (session.modelListMissing !== undefined && response.status === 404) {
    session.fail('endpoint', `POST ${path} answered ${answer}`, `Neither GET /v1/models nor POST ${path} answered at ${root}, so it is not the service root. Check how the base address and the path are joined (a missing or repeated /v1, or a missing path prefix).`);
  } else if (response.status === 401 || response.status === 403) {
    session.fail('token', `the token works for /v1/models but not for ${path} (${answer})`, 'The token lists models but may not generate here. Check its access and its account state with whoever issued it.');
  } else if (response.status === 404) {
    session.fail('generation', `POST ${path} answered ${answer}`, `The address is right, yet ${path} answered 404: either the service does not serve this endpoint, or it did not accept the model here. Call GET /v1/models with the same token and use a complete data[].id.`);
  } else if (response.status === 429) {
    session.fail('generation', `POST ${path} was refused for quota or rate (${answer})`, 'The token quota, the account balance or the request rate does not permit the request. Check the account state, then wait or reduce concurrency.');
  } else if (response.status >= 500) {
    session.fail('generation', `POST ${path} failed on the service side (${answer})`, 'The service could not complete the request. Retry once later; if it persists, send the record below to the operator.');
  } else {
    session.fail('generation', `POST ${path} rejected a minimal valid request (${answer})`, `The service rejected this minimal valid request: ${JSON.stringify(body)}. Compare the model and messages your client sends with it.`);
  }
}

async function checkStreamedGeneration(session: DoctorSession, url: string, format: FormatName, body: unknown): Promise<void> {
  const profile = FORMAT_PROFILES[format];
  const exchange = await session.send('POST', url, { ...(body as Record<string, unknown>), stream: true }, profile.clientHeaders);
  const response = exchange.response;
  if (response === undefined || response.status !== 200) {
    const answer = response === undefined ? exchange.networkError?.code ?? 'no answer' : describeErrorAnswer(response);
    session.fail('generation', `the streamed request failed (${answer})`, 'A whole answer works but a streamed one does not. Check proxies that buffer or cut server-sent events, then send the record below.');
    return;
  }
  const frames = parseSseText(response.bodyText);
  const findings = [...profile.checkStreamTerminal(frames)];
  if (profile.requiresEventLines && frames.some((frame) => frame.event === undefined)) {
    findings.push('events lack their event: lines');
  }
  if (findings.length > 0) {
    session.fail('generation', `the stream is broken: ${findings.join('; ')}`, `Streaming is broken (${findings.join('; ')}). Clients treat such a stream as failed; send the record below to the operator.`);
    return;
  }
  session.pass('generation', 'a minimal request works, whole and streamed');
}
