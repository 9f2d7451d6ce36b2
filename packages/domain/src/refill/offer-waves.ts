/**
 * How a freed slot is offered to the waitlist (docs/product.md#waitlist): in small waves, the next
 * one after a hold, the first tap winning, and a bounded chain when the winner frees a slot of their
 * own. Pure: the server stores the offers and asks here what to do next.
 */
const MINUTE_MS = 60_000;

export const offerStatuses = ['sent', 'taken', 'declined', 'expired', 'superseded'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** Per-organisation settings of the refill, with the defaults a new organisation gets. */
export interface RefillSettings {
  enabled: boolean;
  /** Patients offered a slot at once. */
  waveSize: number;
  /** Minutes to wait for a tap before offering the same slot to the next wave. */
  holdMin: number;
  /** Freed slots a move-up may set off in a row (the first freed slot is depth 0). */
  maxChain: number;
  /** A slot starting sooner than this is not offered. */
  minNoticeMin: number;
  /**
   * Minutes after an appointment's end when one still pending or confirmed is marked a no-show by
   * itself (auto-no-show.ts); null: never, only staff mark no-shows (the default).
   */
  autoNoShowAfterMin: number | null;
}

export const defaultRefillSettings: RefillSettings = {
  enabled: true,
  waveSize: 3,
  holdMin: 15,
  maxChain: 3,
  minNoticeMin: 60,
  autoNoShowAfterMin: null,
};

/** What the server has stored of one slot's offers so far. */
export interface OfferRound {
  /** Customers offered this slot, whatever became of the offer. */
  offeredCustomerIds: ReadonlySet<string>;
  /** When the last wave went out (epoch ms), or null before the first. */
  lastWaveAt: number | null;
  /** Offers of this slot still waiting for an answer. */
  openOffers: number;
}

export type WaveDecision =
  | { kind: 'send'; customerIds: string[] }
  | { kind: 'wait'; until: number }
  | { kind: 'done'; reason: 'no_one_left' | 'slot_too_close' };

/**
 * Whether to send the next wave of offers for a slot now. `ranked` is the matching customers in
 * order (rankMatches). A wave goes out at once when none is out yet; after that, when the hold has
 * passed or every open offer was answered (a "No, gracias" need not make the next patient wait).
 */
export function nextWave(
  ranked: readonly string[],
  round: OfferRound,
  settings: Pick<RefillSettings, 'waveSize' | 'holdMin' | 'minNoticeMin'>,
  slotStart: number,
  now: number,
): WaveDecision {
  if (slotStart < now + settings.minNoticeMin * MINUTE_MS) return { kind: 'done', reason: 'slot_too_close' };
  const left = ranked.filter((id) => !round.offeredCustomerIds.has(id));
  if (left.length === 0) return { kind: 'done', reason: 'no_one_left' };
  if (round.lastWaveAt !== null && round.openOffers > 0) {
    const due = round.lastWaveAt + settings.holdMin * MINUTE_MS;
    if (now < due) return { kind: 'wait', until: due };
  }
  return { kind: 'send', customerIds: left.slice(0, Math.max(1, Math.floor(settings.waveSize))) };
}

/** Whether the slot that a move-up frees is offered in turn. */
export function chainContinues(depth: number, maxChain: number): boolean {
  return depth + 1 <= maxChain;
}

/**
 * What a patient's tap does to their offer. Only a `sent` offer can be taken or declined; the
 * booking itself (the scheduling verb and the database's exclusion constraint) decides who of two
 * simultaneous takers wins, and the loser's offer becomes `superseded`.
 */
export function answerOffer(status: OfferStatus, answer: 'take' | 'decline'): OfferStatus | null {
  if (status !== 'sent') return null;
  return answer === 'take' ? 'taken' : 'declined';
}
