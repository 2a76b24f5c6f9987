import { describe, expect, it } from 'vitest';
import { readTokenForm } from './read-token-form.js';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe('readTokenForm', () => {
  it('sends only what was filled in on create, in the admin API names and units', () => {
    expect(readTokenForm(form({ name: 'ci', models: 'a, b', quota: '2.5', quota_period: 'day', rpm: '60', tpm: '', concurrency: '', expires_at: '2027-01-31' }), { clearEmpty: false })).toEqual({
      name: 'ci', models: ['a', 'b'], quota: '2.5', quota_period: 'day', rpm: 60, expires_at: '2027-01-31',
    });
  });

  it('clears the limits emptied on edit, and takes all, none and never', () => {
    expect(readTokenForm(form({ models: 'all', quota: '', rpm: 'none', tpm: '', concurrency: '4', expires_at: 'never' }), { clearEmpty: true })).toEqual({
      models: null, quota: null, rpm: null, tpm: null, concurrency: 4, expires_at: null,
    });
  });
});
