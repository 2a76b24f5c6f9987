import { describe, expect, it } from 'vitest';
import { withLeaseId, type Reservation } from './reservation.js';

describe('withLeaseId', () => {
  it('keeps every member of the reservation and adds the lease', () => {
    const reservation: Reservation = {
      id: 'r1', requestId: 'q1', tokenId: 't1', accountId: 'a1', modelId: 'm1',
      pricing: { inputPerMillion: 1, cachedInputPerMillion: 1, outputPerMillion: 2 },
      inputTokens: 3, maxOutputTokens: 4, hold: 5, quotaWindow: 'lifetime', quotaLimit: 6, rateWindowStart: 7, createdAt: 8, expiresAt: 9,
    };
    expect(withLeaseId(reservation, 'lease-1')).toStrictEqual({ ...reservation, leaseId: 'lease-1' });
  });

  it('gives reservations drawn for different requests one member order', () => {
    const base: Reservation = {
      id: 'r1', requestId: 'q1', tokenId: 't1', accountId: 'a1', modelId: 'm1', pricing: { inputPerMillion: 0, cachedInputPerMillion: 0, outputPerMillion: 0 },
      inputTokens: 0, maxOutputTokens: 0, hold: 0, quotaWindow: null, quotaLimit: null, rateWindowStart: null, createdAt: 0, expiresAt: 0,
    };
    const reordered = Object.fromEntries(Object.entries(base).reverse()) as Reservation;
    expect(Object.keys(withLeaseId(reordered, 'l'))).toEqual(Object.keys(withLeaseId(base, 'l')));
  });
});
