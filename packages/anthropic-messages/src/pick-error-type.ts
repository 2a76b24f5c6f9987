import { isMessagesErrorType, mapStatusToErrorType } from './map-status-to-error-type.js';

/**
 * The `error.type` to render: the caller's type when it is one of this format's (so a precise `overloaded_error` on a
 * 500 survives), else the type the status implies (so another format's `server_error` never leaks through).
 */
export function pickErrorType(status: number, type: string | undefined): string {
  return type !== undefined && isMessagesErrorType(type) ? type : mapStatusToErrorType(status);
}
