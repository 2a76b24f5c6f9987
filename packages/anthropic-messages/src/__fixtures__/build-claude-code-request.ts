/**
 * A request shaped like Claude Code's main-loop body (PROTOCOLS.md §1.3, §1.4): billing and cached system blocks,
 * a mid-conversation system message, 24 tools whose schemas carry `$schema`, and `turns` tool round trips with
 * replayed thinking. With the default 12 turns the JSON is about 76 KB. Deterministic: no clock, no randomness.
 */
export function buildClaudeCodeRequest(turns = 12): Record<string, unknown> {
  return {
    model: 'claude-opus-4-8',
    max_tokens: 64000,
    stream: true,
    metadata: { user_id: JSON.stringify({ device_id: 'f'.repeat(64), account_uuid: '', session_id: SESSION_ID }) },
    thinking: { type: 'adaptive' },
    output_config: { effort: 'high' },
    context_management: { edits: [{ type: 'clear_thinking_20251015', keep: 'all' }] },
    system: [
      { type: 'text', text: 'x-anthropic-billing-header: cc_version=2.1.197.123; cc_entrypoint=sdk-cli;' },
      { type: 'text', text: 'You are a coding agent running in a terminal.', cache_control: { type: 'ephemeral' } },
      { type: 'text', text: paragraph('Follow the instructions of the user and the rules of the repository.', 5500), cache_control: { type: 'ephemeral' } },
    ],
    messages: [
      {
        role: 'user',
        content: [
          { type: 'text', text: '<system-reminder>\nToday is 2026-11-21.\n</system-reminder>\n\n' },
          { type: 'text', text: 'Find and fix the failing test.' },
        ],
      },
      { role: 'system', content: paragraph('Available agent types for the Agent tool and the skills you may use.', 1200) },
      ...Array.from({ length: turns }, (_, turn) => toolRoundTrip(turn, turn === turns - 1)).flat(),
    ],
    tools: TOOL_NAMES.map(tool),
  };
}

const SESSION_ID = '5b0c7e4e-2d1f-4a8e-9c3b-6f7a8b9c0d1e';

const TOOL_NAMES = [
  'Agent', 'Bash', 'CronCreate', 'CronDelete', 'CronList', 'Edit', 'EnterWorktree', 'ExitWorktree', 'NotebookEdit', 'Read',
  'ReportFindings', 'ScheduleWakeup', 'SendMessage', 'Skill', 'TaskCreate', 'TaskGet', 'TaskList', 'TaskOutput', 'TaskStop',
  'TaskUpdate', 'WebFetch', 'WebSearch', 'Workflow', 'Write',
];

function paragraph(sentence: string, length: number): string {
  let text = '';
  for (let index = 0; text.length < length; index += 1) text += `${sentence} (${index + 1})\n`;
  return text.slice(0, length);
}

function tool(name: string): Record<string, unknown> {
  return {
    name,
    description: paragraph(`Use ${name} when the task calls for it; read its parameters carefully.`, 1450),
    input_schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        command: { type: 'string', description: 'What to run or read.' },
        description: { type: 'string', description: 'A short summary of why.' },
        timeout: { type: 'number', maximum: 600000 },
        options: { type: 'object', propertyNames: { type: 'string' }, additionalProperties: {} },
        paths: { type: 'array', items: { type: 'string' } },
      },
      required: ['command'],
      additionalProperties: false,
    },
  };
}

function toolRoundTrip(turn: number, last: boolean): Record<string, unknown>[] {
  const id = `toolu_${String(turn).padStart(4, '0')}abcdef`;
  const result: Record<string, unknown> = {
    type: 'tool_result',
    tool_use_id: id,
    content: paragraph(`line of output ${turn}`, 900),
    is_error: turn % 5 === 4,
  };
  if (last) result.cache_control = { type: 'ephemeral' };
  return [
    {
      role: 'assistant',
      content: [
        { type: 'thinking', thinking: paragraph('I should look at the next file.', 300), signature: 'c2lnbmF0dXJl'.repeat(8) },
        { type: 'text', text: 'Let me check.' },
        { type: 'tool_use', id, name: 'Bash', input: { command: `cat src/file-${turn}.ts`, description: 'Read a file' } },
      ],
    },
    { role: 'user', content: [result] },
  ];
}
