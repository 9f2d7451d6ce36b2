import type { Parsed, ProcessDeps } from './inbound-types.ts';

/**
 * The preparer's work for every new message of the batch, all at once and before the batch's
 * transaction: each is bounded by its own time-out, so the batch waits for the slowest, not the sum.
 * A preparer that fails only loses its answer.
 */
export async function prepareMessages(deps: ProcessDeps, busy: readonly Parsed[]): Promise<Map<string, unknown>> {
  const out = new Map<string, unknown>();
  const prepare = deps.prepare;
  if (!prepare) return out;
  const now = deps.now();
  await Promise.all(
    busy.flatMap((p) =>
      p.messages.map(async (m) => {
        try {
          const value = await prepare(deps.db, { orgId: m.orgId, message: m.message, now });
          if (value !== undefined) out.set(m.message.wamid, value);
        } catch (err) {
          deps.log.error({ err, orgId: m.orgId }, 'preparing an inbound message failed; it is answered without');
        }
      }),
    ),
  );
  return out;
}
