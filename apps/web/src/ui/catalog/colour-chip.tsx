import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { isHexColour } from '../../lib/colour.ts';

interface ColourChipProps {
  background: string;
  text: string;
  children: ReactNode;
  className?: string;
}

/** A name drawn in the colours it gets in the agenda (resources and blocks). */
export function ColourChip({ background, text, children, className }: ColourChipProps) {
  return (
    <span
      className={clsx(
        'inline-flex max-w-full items-center truncate rounded-md px-2.5 py-1 text-sm font-medium ring-1 ring-black/10 ring-inset dark:ring-white/15',
        className,
      )}
      // Invalid colours (half typed) keep the last look rather than none.
      style={{
        backgroundColor: isHexColour(background) ? background : undefined,
        color: isHexColour(text) ? text : undefined,
      }}
    >
      {children}
    </span>
  );
}

/** A small square of a colour, for a list row. */
export function ColourSwatch({ background, text, label }: { background: string; text: string; label: string }) {
  return (
    <span
      aria-hidden
      className="grid size-9 place-items-center rounded-lg text-sm font-semibold ring-1 ring-black/10 ring-inset dark:ring-white/15"
      style={{ backgroundColor: background, color: text }}
    >
      {(label.trim().at(0) ?? '·').toLocaleUpperCase('es')}
    </span>
  );
}
