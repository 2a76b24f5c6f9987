/**
 * The tasks a run performs: the scripted model asks the client to run shell commands with its own tool (one call, two
 * calls in the same turn, or two calls one turn after the other), and answers with what they printed. The outputs do
 * not occur in the commands, so finding them in a later upstream request proves the client really ran the tools.
 */
export type ScenarioName = 'one-tool' | 'two-tools' | 'sequential-tools' | 'upstream-error-once' | 'reasoning' | 'quota-exhausted' | 'x-api-key';
export type ShellCommand = { command: string; output: string };
/**
 * `sequential`: one command per turn (the second call comes after the first result) instead of all in one turn.
 * `failFirst`: the upstream's first answer for the model is an overloaded error at stream start; the retry works.
 * `reasoning`: the tool-call turn carries the upstream's reasoning (chat `reasoning_content`, Responses `reasoning`
 * item with `encrypted_content`), which the upstream requires back on the replayed turn, as DeepSeek and OpenAI do.
 * `quotaExhausted`: the run's token has a quota smaller than one request, so the gateway refuses it; the client, with
 * its default retries, must stop at once and say why (issue 5: no minutes of retrying).
 * `apiKeyHeader`: Claude Code is given the token in ANTHROPIC_API_KEY (sent as x-api-key, a common mistake); the
 * gateway answers 401 saying to use ANTHROPIC_AUTH_TOKEN, and Claude Code must stop at once.
 */
export type Scenario = {
  name: ScenarioName;
  commands: ShellCommand[];
  prompt: string;
  sequential: boolean;
  failFirst: boolean;
  reasoning: boolean;
  quotaExhausted: boolean;
  apiKeyHeader: boolean;
};
export type ShellCall = { name: string; input: Record<string, unknown> };
/** What the scripted model does next. */
export type TurnPlan = { kind: 'calls'; calls: ShellCall[] } | { kind: 'final'; text: string } | { kind: 'no-shell-tool'; text: string };

const FIRST: ShellCommand = { command: 'echo agent-e2e-$((40+2))', output: 'agent-e2e-42' };
const SECOND: ShellCommand = { command: 'echo agent-e2e-$((50+5))', output: 'agent-e2e-55' };

function scenario(name: ScenarioName, commands: ShellCommand[], flags: Partial<Pick<Scenario, 'sequential' | 'failFirst' | 'reasoning' | 'quotaExhausted' | 'apiKeyHeader'>> = {}): Scenario {
  const prompt = `Use your shell tool to run ${commands.map((item) => `\`${item.command}\``).join(' and then ')}, then tell me exactly what ${commands.length > 1 ? 'they' : 'it'} printed.`;
  return { name, commands, prompt, sequential: false, failFirst: false, reasoning: false, quotaExhausted: false, apiKeyHeader: false, ...flags };
}

export const SCENARIOS: Record<ScenarioName, Scenario> = {
  'one-tool': scenario('one-tool', [FIRST]),
  'two-tools': scenario('two-tools', [FIRST, SECOND]),
  'sequential-tools': scenario('sequential-tools', [FIRST, SECOND], { sequential: true }),
  'upstream-error-once': scenario('upstream-error-once', [FIRST], { failFirst: true }),
  reasoning: scenario('reasoning', [FIRST], { reasoning: true }),
  'quota-exhausted': scenario('quota-exhausted', [FIRST], { quotaExhausted: true }),
  'x-api-key': scenario('x-api-key', [FIRST], { apiKeyHeader: true }),
};

/** The scripted upstream reads the scenario off the upstream model name (`…-two-tools`, `…-upstream-error-once`). */
export function scenarioForModel(model: string): Scenario {
  const named = Object.values(SCENARIOS).find((item) => item.name !== 'one-tool' && model.endsWith(`-${item.name}`));
  return named ?? SCENARIOS['one-tool'];
}

/** A call to whichever shell tool the client offered (names as they reach the upstream). */
function shellCall(toolNames: readonly string[], command: string): ShellCall | undefined {
  if (toolNames.includes('Bash')) return { name: 'Bash', input: { command, description: 'Print an e2e marker' } };
  if (toolNames.includes('exec_command')) return { name: 'exec_command', input: { cmd: command } };
  if (toolNames.includes('shell_command')) return { name: 'shell_command', input: { command } };
  if (toolNames.includes('shell')) return { name: 'shell', input: { command: ['bash', '-lc', command] } };
  return undefined;
}

/**
 * The next turn from what the request holds: `results` counts the tool results in the whole history and `resultText`
 * joins them; `endsWithResults` says whether the last message is tool results (else this is the first turn).
 */
export function planTurn(scenario: Scenario, toolNames: readonly string[], history: { results: number; resultText: string; endsWithResults: boolean }): TurnPlan {
  const outputs = scenario.commands.map((item) => item.output);
  const pending = !history.endsWithResults ? (scenario.sequential ? scenario.commands.slice(0, 1) : scenario.commands)
    : scenario.sequential && history.results < scenario.commands.length ? scenario.commands.slice(history.results, history.results + 1) : [];
  if (pending.length === 0) {
    const text = outputs.every((output) => history.resultText.includes(output))
      ? `The command${outputs.length > 1 ? 's' : ''} printed ${outputs.join(' and ')}.`
      : `The tool results did not contain the expected output; they were: ${JSON.stringify(history.resultText.slice(0, 300))}`;
    return { kind: 'final', text };
  }
  const calls = pending.map((item) => shellCall(toolNames, item.command));
  if (calls.some((call) => call === undefined)) return { kind: 'no-shell-tool', text: `No shell tool was offered (tools: ${toolNames.join(', ') || 'none'}).` };
  return { kind: 'calls', calls: calls.filter((call): call is ShellCall => call !== undefined) };
}

/** A rough token count for scripted usage numbers (about 4 characters per token). */
export function roughTokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}
