import { describe, expect, it } from 'vitest';
import { answerOffer, chainContinues, defaultRefillSettings, nextWave, type OfferRound } from './offer-waves.ts';

const MIN = 60_000;
const now = Date.UTC(2026, 10, 30, 15, 0);
const slotStart = now + 3 * 60 * MIN;
const ranked = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
const fresh: OfferRound = { offeredCustomerIds: new Set(), lastWaveAt: null, openOffers: 0 };

describe('nextWave', () => {
  it('sends the first wave of three at once, best first', () => {
    expect(nextWave(ranked, fresh, defaultRefillSettings, slotStart, now)).toEqual({
      kind: 'send',
      customerIds: ['a', 'b', 'c'],
    });
  });

  it('waits for the hold while offers are open, then sends the next three', () => {
    const round: OfferRound = { offeredCustomerIds: new Set(['a', 'b', 'c']), lastWaveAt: now, openOffers: 3 };
    expect(nextWave(ranked, round, defaultRefillSettings, slotStart, now + 14 * MIN)).toEqual({
      kind: 'wait',
      until: now + 15 * MIN,
    });
    expect(nextWave(ranked, round, defaultRefillSettings, slotStart, now + 15 * MIN)).toEqual({
      kind: 'send',
      customerIds: ['d', 'e', 'f'],
    });
  });

  it('does not make the next patients wait when every open offer was declined', () => {
    const round: OfferRound = { offeredCustomerIds: new Set(['a', 'b', 'c']), lastWaveAt: now, openOffers: 0 };
    expect(nextWave(ranked, round, defaultRefillSettings, slotStart, now + MIN)).toEqual({
      kind: 'send',
      customerIds: ['d', 'e', 'f'],
    });
  });

  it('ends when nobody is left or the slot is within the minimum notice', () => {
    const all: OfferRound = { offeredCustomerIds: new Set(ranked), lastWaveAt: now, openOffers: 0 };
    expect(nextWave(ranked, all, defaultRefillSettings, slotStart, now)).toEqual({
      kind: 'done',
      reason: 'no_one_left',
    });
    expect(nextWave(ranked, fresh, defaultRefillSettings, now + 59 * MIN, now)).toEqual({
      kind: 'done',
      reason: 'slot_too_close',
    });
  });

  it('honours the organisation wave size', () => {
    expect(nextWave(ranked, fresh, { ...defaultRefillSettings, waveSize: 1 }, slotStart, now)).toEqual({
      kind: 'send',
      customerIds: ['a'],
    });
  });
});

describe('chain and answers', () => {
  it('bounds the chain of move-ups', () => {
    expect(chainContinues(0, 3)).toBe(true);
    expect(chainContinues(2, 3)).toBe(true);
    expect(chainContinues(3, 3)).toBe(false);
    expect(chainContinues(0, 0)).toBe(false);
  });

  it('answers only an offer still out', () => {
    expect(answerOffer('sent', 'take')).toBe('taken');
    expect(answerOffer('sent', 'decline')).toBe('declined');
    for (const closed of ['taken', 'declined', 'expired', 'superseded'] as const) {
      expect(answerOffer(closed, 'take')).toBeNull();
    }
  });
});
