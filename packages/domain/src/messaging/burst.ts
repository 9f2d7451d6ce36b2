/**
 * Messages a patient sends in a quick burst ("hola" / "quiero cita" / "para mañana") are one turn of
 * the receptionist, read together (docs/architecture.md#chat-receptionist). These are the rules of
 * what joins: only typed text joins text; a tap on a button (it answers one exact question), a
 * voice note or photo, and the channel's own words (SALIR, BAJA, STOP, VOLVER, which act only as the
 * whole message) each stay a turn of their own, in their place in the order.
 */
import { isOptIn, isOptOut } from './intents.ts';

export interface BurstItem {
  /** 'text' typed; 'tap' a button, list row or template quick reply; 'media' a voice note, photo… */
  kind: 'text' | 'tap' | 'media';
  text: string;
}

/** The most messages read as one turn: a flood is answered in several turns, none unbounded. */
export const BURST_MAX = 10;

/** Whether this message may be read together with the texts beside it. */
export function joinsBurst(item: BurstItem): boolean {
  return item.kind === 'text' && !isOptOut(item.text) && !isOptIn(item.text);
}

/**
 * The turns of a conversation's unanswered messages, in order: each turn is the indexes of the
 * messages it reads. Consecutive texts that may join form one turn (at most BURST_MAX); anything
 * else is a turn alone and breaks the run, so nothing is read out of its order.
 */
export function burstTurns(items: readonly BurstItem[]): number[][] {
  const turns: number[][] = [];
  let run: number[] | undefined;
  for (const [i, item] of items.entries()) {
    if (!joinsBurst(item)) {
      run = undefined;
      turns.push([i]);
      continue;
    }
    if (!run || run.length >= BURST_MAX) {
      run = [];
      turns.push(run);
    }
    run.push(i);
  }
  return turns;
}

/**
 * The texts of one burst as one message: each trimmed, empty ones dropped, one per line. A line
 * break keeps where each message ended (a question mark, a list of wishes), and every reader of
 * the receptionist treats it as a space.
 */
export function joinBurst(texts: readonly string[]): string {
  return texts
    .map((t) => t.trim())
    .filter((t) => t.length > 0)
    .join('\n');
}
