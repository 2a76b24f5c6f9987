import { describe, expect, it } from 'vitest';
import { matchModelId } from './match-model-id.js';

const ids = ['Acme/Chat-1', 'acme/embed-2', 'claude-sonnet-4-5-20250929'];

describe('matchModelId', () => {
  it.each([
    ['Acme/Chat-1', { kind: 'exact' }],
    ['acme/chat-1', { kind: 'case', listed: 'Acme/Chat-1' }],
    ['claude-sonnet-4-5', { kind: 'similar', listed: ['claude-sonnet-4-5-20250929'] }],
    ['acme_embed_2', { kind: 'similar', listed: ['acme/embed-2'] }],
    ['gpt-9', { kind: 'missing' }],
  ])('%s', (model, expected) => {
    expect(matchModelId(model, ids)).toEqual(expected);
  });
});
