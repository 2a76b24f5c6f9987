/**
 * The tasks a run performs: the scripted model asks the client to run shell commands with its own tool (one call,
 * or two calls in the same turn), and answers with what they printed. The outputs do not occur in the commands, so
 * finding them in a later upstream request proves the client really ran the tools.
 */
export type ScenarioName = 'one-tool' | 'two-tools' | 'upstream-error-once' | 'reasoning' | 'quota-exhausted';
export type ShellCommand = { command: string; output: string };
/**
 * `failFirst`: the upstream's first answer for the model is an overloaded error at stream start; the retry works.
 * `reasoning`: the tool-call turn carries the upstream's reasoning (chat `reasoning_content`, Responses `reasoning`
 * item with `encrypted_content`), which the upstream requires back on the replayed turn, as DeepSeek and OpenAI do.
 * `quotaExhausted`: the run's token has a quota smaller than one request, so the gateway refuses it; the client, with
 * its default retries, must stop at once and say why (issue 5: no minutes of retrying).
 */
export type Scenario = { name: ScenarioName; commands: ShellCommand[]; prompt: string; failFirst: boolean; reasoning: boolean; quotaExhausted: boolean };

const FIRST: ShellCommand = { command: 'echo agent-e2e-$((40+2))', output: 'agent-e2e-42' };
const SECOND: ShellCommand = { command: 'echo agent-e2e-$((50+5))', output: 'agent-e2e-55' };

function promptFor(commands: readonly ShellCommand[]): string {
  return `Use your shell tool to run ${commands.map((item) => `\`${item.command}\``).join(' and ')}, then tell me exactly what ${commands.length > 1 ? 'they' : 'it'} printed.`;
}

export const SCENARIOS: Record<ScenarioName, Scenario> = {
  'one-tool': { name: 'one-tool', commands: [FIRST], prompt: promptFor([FIRST]), failFirst: false, reasoning: false, quotaExhausted: false },
  'two-tools': { name: 'two-tools', commands: [FIRST, SECOND], prompt: promptFor([FIRST, SECOND]), failFirst: false, reasoning: false, quotaExhausted: false },
  'upstream-error-once': { name: 'upstream-error-once', commands: [FIRST], prompt: promptFor([FIRST]), failFirst: true, reasoning: false, quotaExhausted: false },
  reasoning: { name: 'reasoning', commands: [FIRST], prompt: promptFor([FIRST]), failFirst: false, reasoning: true, quotaExhausted: false },
  'quota-exhausted': { name: 'quota-exhausted', commands: [FIRST], prompt: promptFor([FIRST]), failFirst: false, reasoning: false, quotaExhausted: true },
};

/** The scripted upstream reads the scenario off the upstream model name (`…-two-tools`, `…-upstream-error-once`). */
export function scenarioForModel(model: string): Scenario {
  const named = Object.values(SCENARIOS).find((scenario) => scenario.name !== 'one-tool' && model.endsWith(`-${scenario.name}`));
  return named ?? SCENARIOS['one-tool'];
}

/** One call per command to whichever shell tool the client offered (names as they reach the upstream). */
export function chooseShellCalls(toolNames: readonly string[], scenario: Scenario): { name: string; input: Record<string, unknown> }[] | undefined {
  return scenario.commands.map(({ command }) => {
    if (toolNames.includes('Bash')) return { name: 'Bash', input: { command, description: 'Print an e2e marker' } };
    if (toolNames.includes('exec_command')) return { name: 'exec_command', input: { cmd: command } };
    if (toolNames.includes('shell_command')) return { name: 'shell_command', input: { command } };
    if (toolNames.includes('shell')) return { name: 'shell', input: { command: ['bash', '-lc', command] } };
    return undefined;
  }).reduce<{ name: string; input: Record<string, unknown> }[] | undefined>((all, call) => (all === undefined || call === undefined ? undefined : [...all, call]), []);
}

/** The scripted final answer: quotes the expected outputs when the tool results carry all of them. */
export function finalAnswerFor(toolResultText: string, scenario: Scenario): string {
  const outputs = scenario.commands.map((item) => item.output);
  return outputs.every((output) => toolResultText.includes(output))
    ? `The command${outputs.length > 1 ? 's' : ''} printed ${outputs.join(' and ')}.`
    : `The tool results did not contain the expected output; they were: ${JSON.stringify(toolResultText.slice(0, 300))}`;
}

/** A rough token count for scripted usage numbers (about 4 characters per token). */
export function roughTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}
