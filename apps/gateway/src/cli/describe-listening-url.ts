import type { AddressInfo } from 'node:net';

/** `http://host:port` of a listening server's address, IPv6 in brackets. */
export function describeListeningUrl(address: AddressInfo): string {
  return `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
}
