import { z } from '../zod.ts';
import { appointmentWire } from './scheduling.ts';

/** One patient to phone today (docs/product.md#no-shows). */
export const callWire = z.object({
  appointmentId: z.string(),
  start: z.string().describe('As on the appointment wire, in its location’s zone'),
  customer: z.object({ id: z.string(), name: z.string(), phone: z.string() }),
  reasons: z.array(z.enum(['repeated_no_show', 'unconfirmed'])),
  /** The reasons as staff read them ("Faltó a 2 de sus últimas 6 citas"). */
  why: z.array(z.string()),
});
export type CallWire = z.infer<typeof callWire>;

/** GET /api/today: the Today screen's appointments and counters (docs/product.md#today). */
export const todayWire = z
  .object({
    date: z.string().describe("'YYYY-MM-DD': today in the zone of the organisation's first location"),
    tz: z.string().describe('That zone (IANA)'),
    appointments: z
      .array(appointmentWire)
      .describe('Appointments starting today, pending, CONFIRMED and no_show (cancelled left out), earliest first'),
    counters: z.object({
      leadsToday: z
        .number()
        .describe('New contacts today: customers created today plus other people who wrote first today'),
      appointmentsToday: z.number().describe('Live (pending or CONFIRMED) appointments starting today'),
      confirmedToday: z.number().describe('Of those, the CONFIRMED ones'),
      noShowsYesterday: z.number().describe('Appointments that started yesterday with status no_show'),
    }),
    calls: z
      .array(callWire)
      .describe('"Llamar": upcoming appointments today whose patient is at risk of not coming, with the phone'),
  })
  .meta({
    example: {
      date: '2026-11-23',
      tz: 'America/Costa_Rica',
      appointments: [],
      counters: { leadsToday: 4, appointmentsToday: 8, confirmedToday: 3, noShowsYesterday: 1 },
      calls: [],
    },
  });
export type TodayWire = z.infer<typeof todayWire>;
