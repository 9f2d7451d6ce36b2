import { offeredZone } from '@recepta/domain';

/** The browser's zone as the forms' list names it (domain zones.ts), or undefined when it offers none like it. */
export function browserZone(): string | undefined {
  try {
    return offeredZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return undefined;
  }
}
