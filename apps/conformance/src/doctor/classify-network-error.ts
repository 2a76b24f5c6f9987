import type { DoctorLayer } from './doctor-types.js';

const TLS_CODE = /CERT|TLS|SSL|EPROTO|SELF_SIGNED|UNABLE_TO_VERIFY/;

/** Names the network layer behind a failed request and says what to do, in plain words. */
export function classifyNetworkError(code: string, message: string, address: string): { layer: DoctorLayer; summary: string; remedy: string } {
  const host = new URL(address).host;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return {
      layer: 'connection',
      summary: `DNS: the host name in ${host} does not resolve (${code})`,
      remedy: `The host name in ${host} does not resolve. Check its spelling, your DNS and any proxy settings.`,
    };
  }
  if (code === 'ECONNREFUSED') {
    return {
      layer: 'connection',
      summary: `connection refused at ${host}`,
      remedy: `Nothing is listening at ${host}. Check the port and that the service is running there.`,
    };
  }
  if (TLS_CODE.test(code)) {
    return {
      layer: 'connection',
      summary: `TLS: ${code}`,
      remedy: `The TLS handshake with ${host} failed (${code}). Check http:// versus https://, the certificate chain, and any intercepting proxy.`,
    };
  }
  if (code === 'TIMEOUT' || code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT') {
    return {
      layer: 'connection',
      summary: `no answer from ${host} in time (${code})`,
      remedy: `${host} did not answer in time. Check the address, firewalls and proxies between you and the service.`,
    };
  }
  return {
    layer: 'connection',
    summary: `network failure (${code}: ${message})`,
    remedy: `The request to ${host} failed before any HTTP status (${code}: ${message}). Check the address, proxy and network, then request ${address}/v1/models again.`,
  };
}
