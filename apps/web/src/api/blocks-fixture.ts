// For unit tests only: a block as the API sends it, with what a test does not care about filled in.
import type { Block } from './blocks.ts';

export function wireBlock(over: Partial<Block> = {}): Block {
  return {
    id: 'b1',
    orgId: 'o1',
    resourceId: null,
    start: null,
    end: null,
    startTime: null,
    endTime: null,
    reason: 'Almuerzo',
    backgroundColor: '#f5f5dc',
    textColor: '#000000',
    ...over,
  };
}
