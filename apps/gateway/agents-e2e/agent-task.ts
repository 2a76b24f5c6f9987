/**
 * The task every run performs: the scripted model asks the client to run this shell command with its own tool, and
 * answers with what it printed. The expected output does not occur in the command, so finding it in the second
 * upstream request proves the client really ran the tool.
 */
export const TOOL_COMMAND = 'echo agent-e2e-$((40+2))';
export const TOOL_OUTPUT = 'agent-e2e-42';
export const AGENT_PROMPT =
  `Use your shell tool to run the command \`${TOOL_COMMAND}\`, then tell me exactly what it printed.`;

/** The arguments for whichever shell tool the client offered (names as they reach the upstream). */
export function chooseShellTool(toolNames: readonly string[]): { name: string; input: Record<string, unknown> } | undefined {
  if (toolNames.includes('Bash')) return { name: 'Bash', input: { command: TOOL_COMMAND, description: 'Print the e2e marker' } };
  if (toolNames.includes('exec_command')) return { name: 'exec_command', input: { cmd: TOOL_COMMAND } };
  if (toolNames.includes('shell_command')) return { name: 'shell_command', input: { command: TOOL_COMMAND } };
  if (toolNames.includes('shell')) return { name: 'shell', input: { command: ['bash', '-lc', TOOL_COMMAND] } };
  return undefined;
}

/** The scripted final answer: quotes the expected output when the tool result carries it. */
export function finalAnswerFor(toolResultText: string): string {
  const found = toolResultText.includes(TOOL_OUTPUT);
  return found
    ? `The command printed ${TOOL_OUTPUT}.`
    : `The tool result did not contain the expected output; it was: ${JSON.stringify(toolResultText.slice(0, 300))}`;
}

/** A rough token count for scripted usage numbers (about 4 characters per token). */
export function roughTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}
