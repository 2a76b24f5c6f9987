import { afterEach, describe, expect, it } from 'vitest';
import { serveTestGateway, type ServedTestGateway } from '../testing-fixtures/serve-test-gateway.js';

// Issue 14, bug 3: the official SDK types allow `null` for these fields and send it; the gateway must accept it.

let served: ServedTestGateway | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

describe.each(['openai-chat', 'openai-responses', 'anthropic-messages'] as const)('explicit nulls, served by a %s upstream', (upstreamFormat) => {
  it('are accepted on chat completions', async () => {
    served = await serveTestGateway({ upstreamFormat });
    const completion = await served.openai.chat.completions.create({ model: 'model-x', messages: [{ role: 'user', content: 'say hi' }], prompt_cache_key: null, safety_identifier: null });
    expect(completion.choices[0]?.message.content).toContain('You said');
  });

  it('are accepted on responses', async () => {
    served = await serveTestGateway({ upstreamFormat });
    const response = await served.openai.responses.create({ model: 'model-x', input: 'say hi', prompt_cache_key: null, safety_identifier: null });
    expect(response.output_text).toContain('You said');
  });
});
