import { Agent, request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { serveTestGateway, type ServedTestGateway } from '../testing-fixtures/serve-test-gateway.js';
import { translatedBodyReuseCounts } from '../generate/build-upstream-body.js';
import { createJsonReuse, REUSE_FROM_BYTES } from './create-json-reuse.js';

/** An agent's Messages request after `turns` tool round trips: about 1.9 KB a turn, the bench's `--body-kb` shape. */
function agentBody(turns: number): string {
  const output = 'export async function readConfig(path: string): Promise<Config> {\n  return parse(await readFile(path, "utf8"));\n}\n'.repeat(16);
  const messages: unknown[] = [{ role: 'user', content: 'Fix the failing test.' }];
  for (let turn = 1; turn <= turns; turn += 1) {
    messages.push({ role: 'assistant', content: [{ type: 'text', text: 'I will read the file.' }, { type: 'tool_use', id: `toolu_${turn}`, name: 'Read', input: { file_path: `/src/config-${turn}.ts` } }] });
    messages.push({ role: 'user', content: [{ type: 'tool_result', tool_use_id: `toolu_${turn}`, content: output }] });
  }
  return JSON.stringify({ model: 'model-x', max_tokens: 64, system: 'You are a coding agent.', messages });
}

/** POSTs `body` to /v1/messages over a real loopback socket (so it arrives in the socket's chunks); the status. */
function post(root: string, agent: Agent, secret: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      `${root}/v1/messages`,
      { method: 'POST', agent, headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'anthropic-version': '2023-06-01' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** POSTs `body` to /v1/messages in pieces of `pieceBytes`, a timer apart, so that the server reads it in many socket chunks; the status. */
function postInPieces(root: string, secret: string, body: string, pieceBytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const bytes = Buffer.from(body, 'utf8');
    const sent = httpRequest(
      `${root}/v1/messages`,
      { method: 'POST', headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', 'content-length': bytes.length, 'anthropic-version': '2023-06-01' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.setNoDelay(true);
    let at = 0;
    const next = (): void => {
      if (at >= bytes.length) {
        sent.end();
        return;
      }
      sent.write(bytes.subarray(at, at + pieceBytes));
      at += pieceBytes;
      setTimeout(next, 1);
    };
    next();
  });
}

describe('large request bodies over HTTP, as `modelgate serve` reads them', () => {
  let served: ServedTestGateway | undefined;
  afterEach(async () => {
    await served?.close();
    served = undefined;
  });

  it('reads a repeated 100 KB body as the same body, many connections at once, and a next turn against it', async () => {
    const reuse = createJsonReuse();
    served = await serveTestGateway({ upstreamFormat: 'anthropic-messages', jsonReuse: reuse });
    const root = served.anthropic.baseURL.replace(/\/$/, '');
    const agent = new Agent({ keepAlive: true, maxSockets: 10 });
    const body = agentBody(52);
    expect(Buffer.byteLength(body)).toBeGreaterThan(100 * 1024);
    expect(await post(root, agent, served.gateway.secret, body)).toBe(200);
    expect(reuse.reads()).toEqual({ parsed: 1, same: 0, against: 0 });

    // The bench's load: the same body on every request, from one token, over many connections at once.
    const statuses = await Promise.all(Array.from({ length: 30 }, () => post(root, agent, served?.gateway.secret ?? '', body)));
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(reuse.reads()).toEqual({ parsed: 1, same: 30, against: 0 });

    // The agent's next turn: two messages more, read against the last.
    expect(await post(root, agent, served.gateway.secret, agentBody(53))).toBe(200);
    expect(reuse.reads()).toEqual({ parsed: 1, same: 30, against: 1 });

    // Another caller's identical body is parsed whole: nobody's body is read against another's.
    expect(await post(root, agent, await served.gateway.createToken(), agentBody(53))).toBe(200);
    expect(reuse.reads()).toEqual({ parsed: 2, same: 30, against: 1 });
    agent.destroy();
  });

  it("translates an agent's growing 100 KB conversation for a chat upstream: the kept JSON of earlier turns, the same bytes", async () => {
    const reuse = createJsonReuse();
    served = await serveTestGateway({ upstreamFormat: 'openai-chat', jsonReuse: reuse });
    const root = served.anthropic.baseURL.replace(/\/$/, '');
    const agent = new Agent({ keepAlive: true });
    const before = translatedBodyReuseCounts();
    for (const turns of [52, 53, 54, 54]) expect(await post(root, agent, served.gateway.secret, agentBody(turns))).toBe(200);
    expect(reuse.reads()).toEqual({ parsed: 1, same: 1, against: 2 });
    // The third and fourth turns' earlier messages were not written again: about 105 and 109 of them.
    expect(translatedBodyReuseCounts().kept - before.kept).toBeGreaterThan(200);
    const sent = served.upstreamRequests;
    expect(sent).toHaveLength(4);
    for (const request of sent) expect(Buffer.concat(request.bodyBytes ?? []).toString('utf8')).toBe(JSON.stringify(request.body));
    agent.destroy();
  });

  it('reads a body under the reuse threshold with one JSON.parse, outside the cache', async () => {
    const reuse = createJsonReuse();
    served = await serveTestGateway({ upstreamFormat: 'anthropic-messages', jsonReuse: reuse });
    const root = served.anthropic.baseURL.replace(/\/$/, '');
    const agent = new Agent({ keepAlive: true });
    const body = agentBody(2);
    expect(Buffer.byteLength(body)).toBeLessThan(REUSE_FROM_BYTES);
    expect(await post(root, agent, served.gateway.secret, body)).toBe(200);
    expect(await post(root, agent, served.gateway.secret, body)).toBe(200);
    expect(reuse.reads()).toEqual({ parsed: 0, same: 0, against: 0 });
    agent.destroy();
  });

  it('passes a 100 KB body read in many socket chunks on with its model renamed, a second top-level model key included', async () => {
    const reuse = createJsonReuse();
    served = await serveTestGateway({ upstreamFormat: 'anthropic-messages', jsonReuse: reuse, upstreamModel: 'upstream-x' });
    const root = served.anthropic.baseURL.replace(/\/$/, '');
    const secret = served.gateway.secret;
    const turn = agentBody(52);
    const next = agentBody(53);
    // JSON.parse reads the last of two keys: the model is the second one, which the rename must replace.
    const twice = `${next.slice(0, -1)}, "model" :"model-x"}`;
    const escaped = `${next.slice(0, -1)},"mod\\u0065l":"model-x"}`;
    const bodies = [turn, turn, next, twice, twice, escaped, next];
    for (const [index, body] of bodies.entries()) expect([index, await postInPieces(root, secret, body, 1500)]).toEqual([index, 200]);
    expect(reuse.reads()).toEqual({ parsed: 1, same: 2, against: 4 });
    const renamedLast = (body: string, key: string): string => {
      const at = body.lastIndexOf(`${key}:"model-x"`) + key.length + 1;
      return `${body.slice(0, at)}"upstream-x"${body.slice(at + '"model-x"'.length)}`;
    };
    const expected = [
      renamedLast(turn, '"model"'),
      renamedLast(turn, '"model"'),
      renamedLast(next, '"model"'),
      twice.replace(' "model" :"model-x"}', ' "model" :"upstream-x"}'),
      twice.replace(' "model" :"model-x"}', ' "model" :"upstream-x"}'),
      renamedLast(escaped, '"mod\\u0065l"'),
      renamedLast(next, '"model"'),
    ];
    const sent = served.upstreamRequests.map((request) => Buffer.concat(request.bodyBytes ?? []).toString('utf8'));
    expect(sent).toEqual(expected);
    for (const text of sent) expect((JSON.parse(text) as Record<string, unknown>)['model']).toBe('upstream-x');
  });
});
