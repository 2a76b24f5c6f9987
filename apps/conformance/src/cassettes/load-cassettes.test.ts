import { describe, expect, it } from 'vitest';
import { FORMAT_PROFILES } from '../formats/format-profiles.js';
import { toSchemaFindings } from '../formats/to-schema-findings.js';
import { parseJsonBody } from '../http/parse-json-body.js';
import { parseSseText } from '@modelgate/ir';
import { loadCassettes } from './load-cassettes.js';

const cassettes = await loadCassettes();

describe('the shipped cassettes', () => {
  it('cover each upstream format', () => {
    expect(new Set(cassettes.map((cassette) => cassette.upstream.format))).toEqual(new Set(['chat', 'responses', 'messages']));
  });

  const succeeding = cassettes.filter((cassette) => cassette.expect !== undefined);

  it.each(succeeding.map((cassette) => [cassette.id, cassette] as const))('%s is a valid, ordered upstream stream', (_id, cassette) => {
    const profile = FORMAT_PROFILES[cassette.upstream.format];
    const frames = parseSseText(cassette.upstreamSse);
    const schemaFindings = frames.flatMap((frame, index) => {
      const parsed = parseJsonBody(frame.data);
      return parsed.ok ? toSchemaFindings(profile.schema.streamData(parsed.value), `frame ${index}: `) : [];
    });
    expect(schemaFindings).toEqual([]);
    expect(profile.checkStreamOrder(frames)).toEqual([]);
    expect(profile.checkStreamTerminal(frames)).toEqual([]);
    if (profile.requiresEventLines) expect(frames.every((frame) => frame.event !== undefined)).toBe(true);
  });

  it.each(succeeding.map((cassette) => [cassette.id, cassette] as const))('%s says what a client must see', (_id, cassette) => {
    const summary = FORMAT_PROFILES[cassette.upstream.format].summarizeStream(parseSseText(cassette.upstreamSse));
    expect(summary).toEqual(cassette.expect);
  });

  it.each(succeeding.map((cassette) => [cassette.id, cassette] as const))('%s has a whole answer that says the same', (_id, cassette) => {
    const profile = FORMAT_PROFILES[cassette.upstream.format];
    expect(toSchemaFindings(profile.schema.body(cassette.upstreamJson))).toEqual([]);
    expect(profile.summarizeBody(cassette.upstreamJson)).toEqual(cassette.expect);
  });

  it.each(cassettes.filter((cassette) => cassette.expectError?.status !== undefined).map((cassette) => [cassette.id, cassette] as const))(
    '%s answers an error body in its format',
    (_id, cassette) => {
      const profile = FORMAT_PROFILES[cassette.upstream.format];
      expect(cassette.upstream.status ?? 200).toBeGreaterThanOrEqual(400);
      expect(toSchemaFindings(profile.schema.errorBody(cassette.upstreamJson))).toEqual([]);
    },
  );

  it.each(cassettes.filter((cassette) => cassette.expectError?.midStream === true).map((cassette) => [cassette.id, cassette] as const))(
    '%s breaks its valid stream with the format\'s error signal',
    (_id, cassette) => {
      const profile = FORMAT_PROFILES[cassette.upstream.format];
      const frames = parseSseText(cassette.upstreamSse);
      const schemaFindings = frames.flatMap((frame) => {
        const parsed = parseJsonBody(frame.data);
        return parsed.ok ? toSchemaFindings(profile.schema.streamData(parsed.value)) : [];
      });
      expect(schemaFindings).toEqual([]);
      expect(profile.checkStreamErrorSignal(frames)).toEqual([]);
    },
  );

  it('holds no credentials', () => {
    for (const cassette of cassettes) {
      expect(cassette.upstreamSse).not.toMatch(/sk-|mg-[a-z]+-|Bearer|x-api-key/i);
      expect(JSON.stringify(cassette.upstreamJson)).not.toMatch(/sk-|mg-[a-z]+-|Bearer|x-api-key/i);
    }
  });
});
