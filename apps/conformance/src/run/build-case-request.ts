import { FORMAT_PROFILES } from '../formats/format-profiles.js';
import { joinUrl } from '../http/join-url.js';
import { CASE_CHANGED_MODEL_PLACEHOLDER, type AuthStyle, type ConformanceCase, type SentRequest } from '../types.js';
import { flipCase, substituteInText, substitutePlaceholders, usesModel } from './substitute-placeholders.js';

export type RunSettings = {
  baseUrl: string;
  /** The working token ('' when the target authenticates nobody). */
  token: string;
  /** How the token is sent (default bearer). */
  auth?: AuthStyle;
  /** Headers added to every request (`--header`), e.g. a peer gateway's routing headers. */
  headers?: Readonly<Record<string, string>>;
  secondToken?: string;
  /** The model under test, or undefined when none could be found. */
  model?: string;
  /** Why no model was found (e.g. `GET /v1/models answered 401 with no model IDs`). */
  modelNote?: string;
};

/** The model a `modelOptional` case sends when the list gave none. */
export const STAND_IN_MODEL = 'conformance-stand-in-model';

export type BuiltRequest = { ok: true; request: SentRequest } | { ok: false; skipReason: string };

/** A wrong token of the same shape: the last character changed. */
export function makeWrongToken(token: string): string {
  const last = token.at(-1);
  return `${token.slice(0, -1)}${last === 'x' ? 'y' : 'x'}`;
}

/** The header that carries a token in the target's style, or none. */
export function authHeaders(style: AuthStyle, token: string): Record<string, string> {
  if (style === 'none') return {};
  return style === 'x-api-key' ? { 'x-api-key': token } : { authorization: `Bearer ${token}` };
}

/** Turns a case into the exact HTTP request to send, or says why it must be skipped. */
export function buildCaseRequest(testCase: ConformanceCase, settings: RunSettings): BuiltRequest {
  const { request } = testCase;
  const template = `${request.path}${request.rawBody ?? ''}${JSON.stringify(request.body ?? null)}`;
  if (usesModel(template) && settings.model === undefined && testCase.modelOptional !== true) {
    return { ok: false, skipReason: `no model to test and --model was not set (${settings.modelNote ?? 'GET /v1/models listed none'})` };
  }
  const model = settings.model ?? STAND_IN_MODEL;
  if (template.includes(CASE_CHANGED_MODEL_PLACEHOLDER) && flipCase(model) === undefined) {
    return { ok: false, skipReason: `model "${model}" has no letters, so it has no case-changed variant` };
  }
  if (request.auth === 'second-token' && settings.secondToken === undefined) {
    return { ok: false, skipReason: 'needs --second-token (an exhausted or rate-limited token)' };
  }
  const style = settings.auth ?? 'bearer';
  const headers: Record<string, string> = { ...FORMAT_PROFILES[testCase.format].clientHeaders, ...settings.headers, ...request.headers };
  let path = substituteInText(request.path, model);
  let body: unknown = request.body === undefined ? undefined : substitutePlaceholders(request.body, model);
  switch (request.auth) {
    case 'token':
      Object.assign(headers, authHeaders(style, settings.token));
      break;
    case 'second-token':
      Object.assign(headers, authHeaders(style, settings.secondToken ?? ''));
      break;
    case 'none':
      break;
    case 'bare-token':
      headers.authorization = settings.token;
      break;
    case 'wrong-scheme':
      headers.authorization = `Basic ${Buffer.from(`user:${settings.token}`).toString('base64')}`;
      break;
    case 'wrong-token':
      Object.assign(headers, authHeaders(style, makeWrongToken(settings.token)));
      break;
    case 'token-in-url': {
      const token = encodeURIComponent(settings.token);
      path = `${path}${path.includes('?') ? '&' : '?'}api_key=${token}&key=${token}&access_token=${token}`;
      break;
    }
    case 'token-in-body':
      if (typeof body === 'object' && body !== null) body = { ...body, api_key: settings.token };
      break;
    default: {
      const unreachable: never = request.auth;
      throw new Error(`unknown auth mode ${String(unreachable)}`);
    }
  }
  let bodyText: string | undefined;
  if (request.rawBody !== undefined) bodyText = substituteInText(request.rawBody, model);
  else if (body !== undefined) bodyText = JSON.stringify(body);
  if (request.method === 'POST') headers['content-type'] = 'application/json';
  return {
    ok: true,
    request: { method: request.method, url: joinUrl(settings.baseUrl, path), headers, ...(bodyText === undefined ? {} : { body: bodyText }) },
  };
}
