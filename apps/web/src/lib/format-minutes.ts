/** 30 → '30 min', 60 → '1 h', 90 → '1 h 30 min', 1440 → '24 h': durations as people say them. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
