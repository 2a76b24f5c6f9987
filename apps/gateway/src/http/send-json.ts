import type { ServerResponse } from 'node:http';

/** Writes a JSON answer in one go (status, headers and body), the way Express's `res.json` would, minus its lookups. */
export function sendJson(response: ServerResponse, status: number, body: unknown, headers?: Record<string, string>): void {
  const json = JSON.stringify(body);
  response.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  response.end(json);
}
