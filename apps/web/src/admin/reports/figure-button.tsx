import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { focusRing } from '../../ui/button.tsx';

/** A number in a table that opens the appointments behind it: underlined on hover, like a link. */
export function FigureButton({
  onClick,
  children,
  label,
}: {
  onClick: () => void;
  children: ReactNode;
  label?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={clsx(
        'rounded px-1 font-medium text-brand-800 tabular-nums underline-offset-2 hover:underline dark:text-brand-100',
        focusRing,
      )}
    >
      {children}
    </button>
  );
}
