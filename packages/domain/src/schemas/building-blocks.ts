/**
 * The two building blocks every request field is made of, so that no route can forget a guard:
 * text that PostgreSQL can store, and instants that its date maths can handle.
 */
import { z } from '../zod.ts';

export const invalidCharactersMessage = 'Contiene caracteres no válidos';

/**
 * A string without the NUL character (U+0000). PostgreSQL's text cannot hold it and fails the
 * whole query ("invalid byte sequence for encoding UTF8: 0x00"), so it is refused at the door.
 * A refine keeps the ZodString type, so callers chain .trim(), .min(), .max() as usual.
 */
export function safeString(typeMessage?: string) {
  return z
    .string(typeMessage === undefined ? undefined : { error: typeMessage })
    .refine((value) => !value.includes('\u0000'), invalidCharactersMessage);
}

/** Instants are accepted only in this window: search windows around them stay inside PostgreSQL's range. */
export const EARLIEST_INSTANT = Date.UTC(1970, 0, 1);
export const LATEST_INSTANT = Date.UTC(2201, 0, 1) - 1;
export const instantRangeMessage = 'La fecha debe estar entre 1970 y 2200';

/** An ISO 8601 date-time with an offset ('2026-11-23T14:00:00-06:00'), between 1970 and 2200. */
export function instant(formatMessage = 'Fecha y hora inválidas') {
  return z.iso.datetime({ offset: true, error: formatMessage }).refine((value) => {
    const at = Date.parse(value);
    // A malformed value already has the format message; this one is only about the range.
    return Number.isNaN(at) || (at >= EARLIEST_INSTANT && at <= LATEST_INSTANT);
  }, instantRangeMessage);
}

/** The query string of a route behind the org guard that takes nothing else (the server's org scope reads orgId). */
export const orgQuery = z.object({
  orgId: safeString().max(64).optional().describe('Organización; con una clave de API puede omitirse'),
});
