import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/** An inline link in the brand colour, readable on white and on the dark card. */
export function TextLink({ className, ...rest }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={clsx(
        'rounded font-medium text-brand-700 underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-500',
        className,
      )}
      {...rest}
    />
  );
}
