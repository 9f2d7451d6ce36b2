/**
 * The active option of a combobox's list after a key (WAI-ARIA combobox pattern): Down and Up
 * move and wrap, Home and End jump; -1 is "none" (the text box itself). Other keys change nothing.
 */
export function moveActive(active: number, count: number, key: string): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return Math.min(active, count - 1);
  }
}
