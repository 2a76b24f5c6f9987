import { describe, expect, it } from 'vitest';
import { claudeSonnet, fixtureModels, gpt4o, secretModel } from '../__fixtures__/fixture-models.js';
import type { StoreContractHarness } from './store-contract-harness.js';

/** Authentication, cache expiry across instances, model visibility and exact resolution. */
export function describeAuthenticationContract(h: StoreContractHarness): void {
  describe('authenticate', () => {
    it('returns the principal for a valid secret and stores only hash and prefix', async () => {
      const { secret, token, principal, account } = await h.newToken(0, { name: 'laptop' });
      expect(secret).toMatch(/^mg-[a-z2-9]{8}-[A-Za-z0-9]{40}$/);
      expect(secret.startsWith(`${token.prefix}-`)).toBe(true);
      expect(principal).toMatchObject({ tokenId: token.id, tokenPrefix: token.prefix, tokenName: 'laptop', accountId: account.id, accountName: account.name });
      const listed = await h.core.admin.listTokens({ accountId: account.id });
      expect(JSON.stringify(listed)).not.toContain(secret.slice(12));
      expect(listed[0]).not.toHaveProperty('hash');
    });

    it.each([
      ['garbage', 'not-a-token'],
      ['empty', ''],
      ['well-formed but unknown', `mg-abcdefgh-${'A'.repeat(40)}`],
    ])('rejects a %s secret as unknown_token', async (_case, secret) => {
      expect(await h.core.authenticate(secret)).toEqual({ ok: false, reason: 'unknown_token' });
    });

    it('rejects a secret with a known prefix but the wrong random part', async () => {
      const { secret } = await h.newToken(0);
      const forged = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
      expect(await h.core.authenticate(forged)).toEqual({ ok: false, reason: 'unknown_token' });
    });

    it('reports revoked, expired and suspended distinctly', async () => {
      const revoked = await h.newToken(0);
      await h.core.admin.revokeToken(revoked.token.id);
      expect(await h.core.authenticate(revoked.secret)).toEqual({ ok: false, reason: 'revoked_token' });

      const expiring = await h.newToken(0, { expiresAt: h.clock.now() + 5_000 });
      h.clock.advance(5_000);
      expect(await h.core.authenticate(expiring.secret)).toEqual({ ok: false, reason: 'expired_token' });

      const suspended = await h.newToken(0);
      await h.core.admin.suspendAccount(suspended.account.id);
      expect(await h.core.authenticate(suspended.secret)).toEqual({ ok: false, reason: 'account_suspended' });
      await h.core.admin.resumeAccount(suspended.account.id);
      expect((await h.core.authenticate(suspended.secret)).ok).toBe(true);
    });

    it('shows a revocation made by another instance within the one-second cache TTL', async () => {
      const other = await h.openCore();
      const { secret, token } = await h.newToken(0);
      expect((await other.authenticate(secret)).ok).toBe(true);
      await h.core.admin.revokeToken(token.id);
      h.clock.advance(999);
      expect((await other.authenticate(secret)).ok).toBe(true);
      h.clock.advance(1);
      expect(await other.authenticate(secret)).toEqual({ ok: false, reason: 'revoked_token' });
    });

    it('shows a suspension and a resumption made by another instance within the one-second cache TTL', async () => {
      const other = await h.openCore();
      const { secret, account } = await h.newToken(0);
      expect((await other.authenticate(secret)).ok).toBe(true);
      await h.core.admin.suspendAccount(account.id);
      h.clock.advance(1_000);
      expect(await other.authenticate(secret)).toEqual({ ok: false, reason: 'account_suspended' });
      await h.core.admin.resumeAccount(account.id);
      h.clock.advance(1_000);
      expect((await other.authenticate(secret)).ok).toBe(true);
    });
  });

  describe('authenticate, a burst of cold tokens read together', () => {
    it('answers each token of a burst as it would alone: valid, revoked, expired, wrong secret, unknown, suspended', async () => {
      const team = await h.newToken(0);
      const [valid, revoked, expiring] = await Promise.all([
        h.core.admin.createToken({ accountId: team.account.id }),
        h.core.admin.createToken({ accountId: team.account.id }),
        h.core.admin.createToken({ accountId: team.account.id, expiresAt: h.clock.now() + 5_000 }),
      ]);
      await h.core.admin.revokeToken(revoked.token.id);
      const suspended = await h.newToken(0);
      await h.core.admin.suspendAccount(suspended.account.id);
      const other = await h.openCore();
      h.clock.advance(5_000);
      const forged = `${valid.secret.slice(0, -1)}${valid.secret.endsWith('A') ? 'B' : 'A'}`;
      const secrets = [valid.secret, revoked.secret, expiring.secret, forged, `mg-abcdefgh-${'A'.repeat(40)}`, suspended.secret, team.secret];
      const results = await Promise.all(secrets.map((secret) => other.authenticate(secret)));
      expect(results.map((result) => (result.ok ? result.principal.tokenId : result.reason))).toEqual([
        valid.token.id, 'revoked_token', 'expired_token', 'unknown_token', 'unknown_token', 'account_suspended', team.token.id,
      ]);
    });

    it('shows a revocation made by another instance to the next burst within the one-second cache TTL', async () => {
      const team = await h.newToken(0);
      const created = await Promise.all(Array.from({ length: 20 }, () => h.core.admin.createToken({ accountId: team.account.id })));
      const other = await h.openCore();
      expect((await Promise.all(created.map(({ secret }) => other.authenticate(secret)))).every((result) => result.ok)).toBe(true);
      const [revoked] = created;
      if (revoked === undefined) throw new Error('no token');
      await h.core.admin.revokeToken(revoked.token.id);
      h.clock.advance(1_000);
      const results = await Promise.all(created.map(({ secret }) => other.authenticate(secret)));
      expect(results[0]).toEqual({ ok: false, reason: 'revoked_token' });
      expect(results.slice(1).every((result) => result.ok)).toBe(true);
    });
  });

  describe('models', () => {
    it('lists every model for an unrestricted token and only the listed ones otherwise', async () => {
      const open = await h.newToken(0);
      expect(h.core.visibleModels(open.principal).map((model) => model.id)).toEqual(fixtureModels.map((model) => model.id));
      const narrow = await h.newToken(0, { visibleModelIds: [claudeSonnet.id, 'not/configured'] });
      expect(h.core.visibleModels(narrow.principal).map((model) => model.id)).toEqual([claudeSonnet.id]);
    });

    it('resolves exact IDs only and suggests among visible ones', async () => {
      const narrow = await h.newToken(0, { visibleModelIds: [gpt4o.id, claudeSonnet.id] });
      expect(h.core.resolveModel(narrow.principal, gpt4o.id)).toEqual({ ok: true, model: gpt4o });
      expect(h.core.resolveModel(narrow.principal, 'OpenAI/GPT-4o')).toEqual({ ok: false, reason: 'not_found', suggestions: [gpt4o.id] });
      expect(h.core.resolveModel(narrow.principal, 'gpt-4o')).toEqual({ ok: false, reason: 'not_found', suggestions: [gpt4o.id] });
      expect(h.core.resolveModel(narrow.principal, secretModel.id)).toMatchObject({ ok: false, suggestions: [] });
      expect(h.core.resolveModel(narrow.principal, 'internal/gpt-4o-min')).toMatchObject({ ok: false, suggestions: [] });
      const open = await h.newToken(0);
      expect(h.core.resolveModel(open.principal, 'internal/gpt-4o-min')).toMatchObject({ ok: false, suggestions: [secretModel.id] });
    });
  });
}
