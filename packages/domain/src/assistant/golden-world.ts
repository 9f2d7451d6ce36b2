/**
 * The clinic of the golden conversations (golden-conversations.ts), as data both runners build:
 * the domain's in-memory world (golden.test.ts) and the server's database (modules/assistant).
 * Monday 23 November 2026, 07:00 in San José; open Monday to Friday 08:00–18:00, Saturday
 * 08:00–12:00, closed on Sunday.
 */
import type { WeeklyHours } from '../scheduling/types.ts';

export const goldenNow = Date.parse('2026-11-23T07:00:00-06:00');
export const goldenTz = 'America/Costa_Rica';
export const goldenClinic = 'Clínica Sonrisa';

const weekday = [{ open: '08:00', close: '18:00' }];
export const goldenWeek: WeeklyHours = [
  weekday,
  weekday,
  weekday,
  weekday,
  weekday,
  [{ open: '08:00', close: '12:00' }],
  [],
];

export const goldenServices = [
  { name: 'Limpieza dental', description: 'Profilaxis y pulido', durationMin: 30, price: 25000 },
  { name: 'Consulta general', description: 'Valoración y diagnóstico', durationMin: 30, price: 20000 },
  { name: 'Blanqueamiento', description: 'Blanqueamiento en consultorio', durationMin: 60, price: 120000 },
  // Longer than any opening: never has a free time (the "no time in 14 days" branch).
  { name: 'Cirugía maxilofacial', description: 'Cirugía mayor', durationMin: 660, price: 900000 },
] as const;

export const goldenResources = ['Dra. Ana Rodríguez', 'Dra. Carla Méndez'] as const;

/** A local 'YYYY-MM-DD HH:MM' in San José. */
export const goldenAt = (local: string) => Date.parse(`${local.replace(' ', 'T')}:00-06:00`);
