import { readableTextColour } from '@recepta/domain';
import { memo } from 'react';
import type { AgendaBlock, BlockSegment } from '../model/block-layout.ts';
import { timeRange } from '../model/week-label.ts';

/**
 * Thin diagonal stripes over a tint of the block's colour: closed time at a glance in both themes,
 * even for a pale colour such as the default beige (the stripes mix it with a mid grey).
 */
export function hatch(colour: string): string {
  const stripe = `color-mix(in oklab, color-mix(in oklab, ${colour} 55%, #64748b) 55%, transparent)`;
  const tint = `color-mix(in oklab, ${colour} 22%, transparent)`;
  return `repeating-linear-gradient(135deg, ${stripe} 0 1.5px, transparent 1.5px 7px), linear-gradient(${tint}, ${tint})`;
}

export function blockWho(block: AgendaBlock): string {
  return block.resourceName ?? 'Toda la organización';
}

interface BlockOverlayProps {
  segment: BlockSegment;
  pxPerMinute: number;
  rangeStart: number;
  onOpen(block: AgendaBlock): void;
}

/** A block inside a day column (docs/product.md#agenda-blocks): hatched, with its reason; opens its details. */
export const BlockOverlay = memo(function BlockOverlay({
  segment,
  pxPerMinute,
  rangeStart,
  onOpen,
}: BlockOverlayProps) {
  const { block } = segment;
  const { backgroundColor, textColor, reason } = block.wire;
  const height = (segment.end - segment.start) * pxPerMinute;
  return (
    <button
      type="button"
      data-block-id={block.wire.id}
      className="absolute inset-x-0 z-0 overflow-hidden border-y text-left outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset"
      style={{
        top: (segment.start - rangeStart) * pxPerMinute,
        height,
        backgroundImage: hatch(backgroundColor),
        borderColor: `color-mix(in oklab, ${backgroundColor} 60%, #64748b)`,
      }}
      onPointerDown={(e) => e.stopPropagation()}
      onClick={() => onOpen(block)}
    >
      <span className="sr-only">{`Bloqueo: ${reason}, ${timeRange(segment.start, segment.end)}, ${blockWho(block)}`}</span>
      {height >= 16 && (
        <span
          aria-hidden
          className="m-1 inline-flex max-w-[calc(100%-0.5rem)] items-center gap-1 truncate rounded px-1.5 py-px text-[11px] font-medium shadow-xs"
          style={{ backgroundColor, color: readableTextColour(backgroundColor, textColor) }}
        >
          <span className="truncate">{reason}</span>
          {block.resourceName && <span className="truncate">· {block.resourceName}</span>}
        </span>
      )}
    </button>
  );
});
