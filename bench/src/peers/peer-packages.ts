/** The other gateways `--compare-peers` measures, at exact versions: installed from npm at run time, never committed. */
export const PEER_PACKAGES = {
  portkey: { name: '@portkey-ai/gateway', version: '1.15.2', label: 'portkey', entry: 'build/start-server.js' },
  claudeCodeRouter: { name: '@musistudio/claude-code-router', version: '2.0.0', label: 'claude-code-router', entry: 'dist/cli.js' },
} as const;

export type PeerName = keyof typeof PEER_PACKAGES;

/** `portkey 1.15.2`: what the rows' brackets read (`gateway[portkey 1.15.2] chat→chat`). */
export function describePeer(peer: PeerName): string {
  return `${PEER_PACKAGES[peer].label} ${PEER_PACKAGES[peer].version}`;
}
