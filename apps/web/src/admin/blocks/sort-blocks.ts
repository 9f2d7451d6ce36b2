import type { Block } from '../../api/blocks.ts';

/**
 * Daily blocks first (they apply every day), then one-off blocks still to come or under way, soonest
 * first, then the finished ones, latest first: what a receptionist looks for is at the top.
 */
export function sortBlocks(blocks: readonly Block[], now: number): Block[] {
  const end = (b: Block) => (b.end ? Date.parse(b.end) : Number.POSITIVE_INFINITY);
  const start = (b: Block) => (b.start ? Date.parse(b.start) : 0);
  const rank = (b: Block) => (b.startTime ? 0 : end(b) > now ? 1 : 2);
  return [...blocks].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    if (rank(a) === 0) return (a.startTime ?? '').localeCompare(b.startTime ?? '');
    return rank(a) === 1 ? start(a) - start(b) : start(b) - start(a);
  });
}

export function isFinished(block: Block, now: number): boolean {
  return block.end !== null && Date.parse(block.end) <= now;
}
