import { type FormatModule, type JsonObject } from '@modelgate/ir';
import { GatewayError } from '../errors/gateway-error.js';
import type { ValidationIssue } from './format-package.js';
import { jsonPointerToParam } from './json-pointer-to-param.js';

type Described = { param: string; text: string };

function describeIssue(issue: ValidationIssue): Described {
  if (issue.keyword === 'required') {
    // The format packages end the path in the missing property; a bare ajv message names it instead.
    const named = /'([^']+)'/.exec(issue.message)?.[1];
    const pointer = named !== undefined && !issue.path.endsWith(`/${named}`) ? `${issue.path}/${named}` : issue.path;
    const param = jsonPointerToParam(pointer);
    return { param, text: `\`${param}\` is missing` };
  }
  const param = jsonPointerToParam(issue.path);
  return { param, text: `\`${param === '' ? 'the body' : param}\` is malformed: it ${issue.message}` };
}

function depth(issue: ValidationIssue): number {
  return issue.path.split('/').length + (issue.keyword === 'required' ? 0 : 0.5);
}

/**
 * The 400 for a body that fails the format's validator: it names the field at fault, says when the body
 * belongs to another endpoint's format, and shows a minimal valid body.
 */
export function createInvalidBodyError(options: {
  profile: FormatModule;
  issues: readonly ValidationIssue[];
  body: JsonObject;
  otherProfiles: readonly FormatModule[];
}): GatewayError {
  const { profile, issues, body, otherProfiles } = options;
  const first = [...issues].sort((a, b) => depth(a) - depth(b))[0];
  const described = first ? describeIssue(first) : { param: '', text: 'the body does not match the format' };
  const owner = profile.recognizes(body) ? undefined : otherProfiles.find((other) => other.recognizes(body));
  const hint = owner ? ` This body looks like the ${owner.title} format: send it to POST ${owner.endpoint} instead.` : '';
  return new GatewayError({
    code: 'invalid_request',
    param: described.param === '' ? undefined : described.param,
    message:
      `Invalid request body for POST ${profile.endpoint} (${profile.title} format): ${described.text}.${hint}` +
      ` A minimal valid body is ${JSON.stringify(profile.minimalBody)}.`,
  });
}
