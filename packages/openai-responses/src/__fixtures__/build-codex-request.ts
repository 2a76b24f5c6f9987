import { readFileSync } from 'node:fs';

type JsonObject = Record<string, unknown>;

/**
 * A Codex-shaped request of realistic size: the recorded first request with a ~17 KB developer prompt (Codex's
 * system prompt is about that long), then `turns` replayed tool round trips, each a reasoning item with
 * `encrypted_content`, a `function_call`, its `fco_` output, and an assistant message, as Codex resends with
 * `store:false`. Deterministic: same arguments, same bytes.
 */
export function buildCodexRequest(turns = 24): JsonObject {
  const first = JSON.parse(readFileSync(new URL('./requests/codex-first-request.json', import.meta.url), 'utf8')) as JsonObject;
  const input = first.input as JsonObject[];
  const paragraph = 'Prefer small, reviewable changes. Run the tests after editing. Explain what you changed and why. ';
  input[0] = { type: 'message', role: 'developer', content: [{ type: 'input_text', text: paragraph.repeat(180) }] };
  for (let turn = 0; turn < turns; turn += 1) {
    const callId = `call_${String(turn).padStart(24, '0')}`;
    input.push(
      {
        type: 'reasoning',
        id: `rs_${turn}`,
        summary: [{ type: 'summary_text', text: `**Step ${turn}**\n\nInspect the next file.` }],
        content: null,
        encrypted_content: `gAAAAAB${'x'.repeat(600)}==`,
      },
      { type: 'function_call', status: 'completed', id: `fc_${turn}`, name: 'exec_command', arguments: JSON.stringify({ cmd: `sed -n 1,40p src/file-${turn}.ts` }), call_id: callId },
      { type: 'function_call_output', id: `fco_${turn}`, call_id: callId, output: `Process exited with code 0\nOutput:\n${'export const value = 1;\n'.repeat(30)}` },
      { type: 'message', status: 'completed', id: `msg_${turn}`, role: 'assistant', content: [{ type: 'output_text', text: `File ${turn} looks fine.`, annotations: [], logprobs: [] }] },
    );
  }
  input.push({ type: 'message', role: 'user', content: [{ type: 'input_text', text: 'now run the tests' }] });
  return first;
}
