/**
 * A chat request shaped like a Claude Code session translated to chat: a long system prompt, 24 tools whose
 * parameter schemas are large JSON Schemas (with `$schema`), and a history of user turns, assistant tool calls and
 * tool results. `targetBytes` sets the size of the JSON text (about 76 KB by default).
 */
export function createLargeChatRequest(targetBytes = 76_000): Record<string, unknown> {
  const tools = Array.from({ length: 24 }, (_unused, index) => createTool(index));
  const messages: unknown[] = [
    { role: 'system', content: paragraph('You are an interactive coding agent. Follow the repository conventions.', 60) },
    { role: 'user', content: [{ type: 'text', text: 'Read the failing test and fix the parser.' }] },
    { role: 'system', content: paragraph('Available agents and skills are listed below.', 12) },
  ];
  const body: Record<string, unknown> = {
    model: 'claude-sonnet-4-5',
    messages,
    tools,
    tool_choice: 'auto',
    stream: true,
    stream_options: { include_usage: true },
    max_completion_tokens: 32_000,
    temperature: 1,
    reasoning_effort: 'high',
    metadata: { session: 'bench-session' },
  };
  for (let turn = 0; JSON.stringify(body).length < targetBytes; turn += 1) {
    const callId = `call_${turn.toString(36).padStart(6, '0')}`;
    messages.push({
      role: 'assistant',
      content: turn % 3 === 0 ? `Let me look at step ${turn}.` : null,
      tool_calls: [{ id: callId, type: 'function', function: { name: `tool_${turn % 24}`, arguments: JSON.stringify({ path: `src/module-${turn}.ts`, offset: turn * 40, limit: 200 }) } }],
    });
    messages.push({ role: 'tool', tool_call_id: callId, content: paragraph(`export function step${turn}(input: string): string {`, 3) });
    if (turn % 4 === 3) messages.push({ role: 'user', content: 'Continue.' });
  }
  return body;
}

function createTool(index: number): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (let field = 0; field < 3; field += 1) {
    properties[`option_${field}`] = {
      type: 'object',
      description: `Option ${field} of tool ${index}: controls one aspect of how the tool reads and writes files.`,
      properties: {
        enabled: { type: 'boolean', default: false },
        mode: { type: 'string', enum: ['fast', 'careful', 'exhaustive'] },
        paths: { type: 'array', items: { type: 'string' }, maxItems: 50 },
      },
      required: ['enabled'],
      additionalProperties: false,
    };
  }
  return {
    type: 'function',
    function: {
      name: `tool_${index}`,
      description: paragraph(`Tool ${index} performs one kind of workspace operation.`, 2),
      parameters: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        properties,
        required: ['option_0'],
        additionalProperties: false,
      },
    },
  };
}

function paragraph(sentence: string, repeat: number): string {
  return Array.from({ length: repeat }, (_unused, index) => `${sentence} (${index})`).join(' ');
}
