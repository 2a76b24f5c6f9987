import { isJsonObject, readArray, readString } from './json-shape.js';

/** Whether an Anthropic request turns extended thinking on (`enabled` or `adaptive`). */
export function isThinkingEnabled(body: unknown): boolean {
  const thinking = isJsonObject(body) ? body['thinking'] : undefined;
  const type = readString(thinking, 'type');
  return type === 'enabled' || type === 'adaptive';
}

/**
 * What the Anthropic API says when thinking is on and the tool-use turn is replayed without its thinking block, or
 * with a signature it never issued: the turn after a tool call would be a 400 there, so it is one here too. The text
 * follows the real error (quoted in n8n-io/n8n#22550 and anomalyco/opencode#3077).
 */
export function checkThinkingReplay(messages: readonly unknown[], issuedSignatures: ReadonlySet<string>): string[] {
  const index = messages.findLastIndex((message) => readString(message, 'role') === 'assistant');
  if (index < 0) return [];
  const content = readArray(messages[index], 'content');
  if (!content.some((block) => readString(block, 'type') === 'tool_use')) return [];
  const firstType = readString(content[0], 'type');
  if (firstType !== 'thinking' && firstType !== 'redacted_thinking') {
    return [
      `messages.${index}.content.0.type: Expected \`thinking\` or \`redacted_thinking\`, but found \`${String(firstType)}\`. When \`thinking\` is enabled, ` +
        'a final `assistant` message must start with a thinking block (preceeding the lastmost set of `tool_use` and `tool_result` blocks).',
    ];
  }
  const signature = readString(content[0], 'signature');
  if (firstType === 'thinking' && (signature === undefined || !issuedSignatures.has(signature))) {
    return [`messages.${index}.content.0: Invalid \`signature\` in \`thinking\` block (${JSON.stringify(signature?.slice(0, 40))} was never issued)`];
  }
  return [];
}
