import type { LucideIcon } from 'lucide-react';

/** The neutral square at the left of a row, for entities without a colour of their own. */
export function RowIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="grid size-9 place-items-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-800/25 dark:text-brand-100">
      <Icon className="size-4" aria-hidden />
    </span>
  );
}
