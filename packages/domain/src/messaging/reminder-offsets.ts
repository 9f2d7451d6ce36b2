/**
 * How a reminder's offset (minutes before the appointment) is written, the one way every screen
 * writes it (docs/product.md#reminders): Hoy's note, Configuración's chips and template choices,
 * and the reminders listed in an appointment's details.
 */

const DAY = 1440;

/** "30 min", "2 h", "2 h 20 min", "24 h", "2 días": whole days from two days up, hours below. */
export function formatOffset(minutes: number): string {
  if (minutes >= 2 * DAY && minutes % DAY === 0) return `${minutes / DAY} días`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** One reminder: "2 h 20 min antes". */
export function formatReminderOffset(minutes: number): string {
  return `${formatOffset(minutes)} antes`;
}

/** Several, earliest first: "24 h y 2 h antes", "2 días, 24 h y 2 h antes"; empty for none. */
export function formatReminderOffsets(minutes: readonly number[]): string {
  const parts = [...new Set(minutes)].sort((a, b) => b - a).map(formatOffset);
  if (parts.length === 0) return '';
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
  return `${list} antes`;
}

/** Hoy's note on the configured reminders. */
export function remindersNote(minutes: readonly number[]): string {
  return minutes.length === 0
    ? 'No hay recordatorios automáticos: actívalos en Configuración.'
    : `Los recordatorios se envían automáticamente ${formatReminderOffsets(minutes)} de cada cita.`;
}
