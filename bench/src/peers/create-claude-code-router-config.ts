import { MOCK_PROFILE_NAMES, mapProfileToUpstreamModel } from '../mock/mock-profile.js';

/** The provider name in claude-code-router's config; a request's `model` of `mock,<model>` picks that model. */
export const ROUTER_PROVIDER = 'mock';

export type ClaudeCodeRouterConfig = {
  HOST: string;
  PORT: number;
  APIKEY: string;
  LOG: boolean;
  Providers: { name: string; api_base_url: string; api_key: string; models: string[] }[];
  Router: { default: string };
};

/**
 * `~/.claude-code-router/config.json` for the bench: on loopback with a key, no log, one provider whose
 * `api_base_url` is the chat mock's full chat completions URL, with one model per mock profile (a request names
 * `mock,bench-paced` to reach that profile; the default route would send every request to one model).
 */
export function createClaudeCodeRouterConfig(settings: { port: number; apiKey: string; chatMockOrigin: string }): ClaudeCodeRouterConfig {
  return {
    HOST: '127.0.0.1',
    PORT: settings.port,
    APIKEY: settings.apiKey,
    LOG: false,
    Providers: [
      {
        name: ROUTER_PROVIDER,
        api_base_url: `${settings.chatMockOrigin}/v1/chat/completions`,
        api_key: 'bench-upstream-key',
        models: MOCK_PROFILE_NAMES.map(mapProfileToUpstreamModel),
      },
    ],
    Router: { default: `${ROUTER_PROVIDER},${mapProfileToUpstreamModel('instant')}` },
  };
}
