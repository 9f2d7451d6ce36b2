import type { InboundTurn } from './burst-turns.ts';
import type { ProcessDeps } from './inbound-types.ts';

/**
 * The preparer's work for every turn of the batch (a message, or a burst read as one), all at
 * once and before the batch's transaction: each is bounded by its own time-out, so the batch waits
 * for the slowest, not the sum. A preparer that fails only loses its answer. Keyed by the wamid of
 * the turn's last message.
 */
export async function prepareMessages(deps: ProcessDeps, turns: readonly InboundTurn[]): Promise<Map<string, unknown>> {
  const out = new Map<string, unknown>();
  const prepare = deps.prepare;
  if (!prepare) return out;
  const now = deps.now();
  await Promise.all(
    turns.map(async ({ orgId, message }) => {
      try {
        const value = await prepare(deps.db, { orgId, message, now });
        if (value !== undefined) out.set(message.wamid, value);
      } catch (err) {
        deps.log.error({ err, orgId }, 'preparing an inbound message failed; it is answered without');
      }
    }),
  );
  return out;
}
