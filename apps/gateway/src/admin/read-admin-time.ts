import { GatewayError } from '../errors/gateway-error.js';

const SPAN = /^(\d+)([dh])$/;

/** A time the admin API or CLI was given: a date or RFC 3339 time, or (`spans`) a span back from now such as 7d or 12h. */
export function readAdminTime(text: string, field: string, now: number, { spans }: { spans: boolean }): number {
  const span = spans ? SPAN.exec(text) : null;
  if (span?.[1] !== undefined) return now - Number(span[1]) * (span[2] === 'd' ? 86_400_000 : 3_600_000);
  const time = Date.parse(text);
  if (Number.isNaN(time)) {
    throw new GatewayError({ code: 'invalid_request', param: field, message: `\`${field}\` must be a date such as 2026-11-01 or an RFC 3339 time${spans ? ', or a span back such as 7d' : ''}, not ${JSON.stringify(text)}.` });
  }
  return time;
}
