/**
 * The configuration used when there is no modelgate.yaml: SQLite at ./data/modelgate.db and the built-in `demo`
 * provider, so a fresh install answers with no keys.
 */
export const DEFAULT_CONFIG_DOCUMENT = {
  server: { host: '${MODELGATE_HOST:-127.0.0.1}', port: '${MODELGATE_PORT:-8080}', admin_token: '${MODELGATE_ADMIN_TOKEN:-}' },
  store: '${MODELGATE_STORE:-sqlite:./data/modelgate.db}',
  providers: { demo: { kind: 'demo' } },
  models: [
    {
      id: 'modelgate-demo',
      display_name: 'ModelGate demo (no upstream)',
      owned_by: 'modelgate',
      deployments: [{ provider: 'demo', model: 'modelgate-demo' }],
      pricing: { input: 0, output: 0 },
      default_max_output_tokens: 1024,
    },
  ],
};
