import { clsx } from 'clsx';
import { UserRound } from 'lucide-react';

/** Letters only: a lead named by their phone ('+506…') gets the person icon, not a '+'. */
function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/** The customer's initials in a circle (a person icon when the sender is not a customer yet). */
export function CustomerAvatar({ name, className }: { name: string | null; className?: string }) {
  const letters = name ? initials(name) : '';
  return (
    <span
      aria-hidden
      className={clsx(
        'grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 dark:bg-brand-800/50 dark:text-brand-100',
        className,
      )}
    >
      {letters || <UserRound className="size-5" />}
    </span>
  );
}
