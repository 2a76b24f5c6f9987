import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG_DOCUMENT } from './default-config-document.js';
import { parseConfig } from './parse-config.js';

const parse = (metrics: unknown) => parseConfig({ ...DEFAULT_CONFIG_DOCUMENT, metrics }, {}, 'modelgate.yaml').metrics;

describe('the metrics settings', () => {
  it('are off by default', () => {
    expect(parseConfig(DEFAULT_CONFIG_DOCUMENT, {}, 'defaults').metrics).toEqual({ token: undefined, listen: undefined });
  });

  it.each([
    ['127.0.0.1:9464', { host: '127.0.0.1', port: 9464 }],
    ['0.0.0.0:9464', { host: '0.0.0.0', port: 9464 }],
    ['[::1]:9464', { host: '::1', port: 9464 }],
    ['9464', { host: '127.0.0.1', port: 9464 }],
    [9464, { host: '127.0.0.1', port: 9464 }],
  ])('read listen %j', (listen, expected) => {
    expect(parse({ listen, token: 'scrape-token-0123456789' })).toEqual({ token: 'scrape-token-0123456789', listen: expected });
  });

  it.each([
    [{ token: 'short' }, 'metrics.token: must be at least 16 characters'],
    [{ listen: 'localhost' }, 'metrics.listen: must be host:port'],
    [{ listen: '127.0.0.1:99999' }, 'metrics.listen: must be host:port'],
    [{ port: 9464 }, 'metrics.port: unknown setting (known: token, listen)'],
  ])('refuse %j', (metrics, problem) => {
    expect(() => parse(metrics)).toThrow(problem);
  });
});
