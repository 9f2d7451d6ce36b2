// Readings of days and times added from the second held-out set's first run (docs/benchmarks.md).
import { describe, expect, it } from 'vitest';
import { normalizeMessage } from '../messaging/answers.ts';
import { defaultConfig } from '../scheduling/config.ts';
import { goldenNow, goldenTz, goldenWeek } from './golden-world.ts';
import { readPreference } from './preference.ts';
import { correctTypos } from './understand.ts';

// Monday 23 November 2026, 07:00.
const config = { ...defaultConfig, weeklyHours: goldenWeek, increment: 30 as const };
const read = (text: string) =>
  readPreference(correctTypos(normalizeMessage(text)), config, goldenNow, goldenTz, { corrections: true });

describe('readPreference', () => {
  it('reads an hour said about ("tipo 4", "a eso de las 2", "como a las 11") as that hour', () => {
    expect(read('el viernes tipo 4')).toMatchObject({ date: '2026-11-27', minutes: 16 * 60 });
    expect(read('a eso de las 2 de la tarde')).toMatchObject({ minutes: 14 * 60 });
    expect(read('como a las 11')).toMatchObject({ minutes: 11 * 60 });
    expect(read('somos como 3 personas').minutes).toBeUndefined();
    expect(read('me duelen como 3 dientes').minutes).toBeUndefined();
  });

  it('reads "a mediodía" after a weekday and its day as the day at noon', () => {
    expect(read('el lunes 30 a mediodía')).toMatchObject({ date: '2026-11-30', minutes: 12 * 60 });
  });

  it('reads a part of the day said not to suit as the other part', () => {
    expect(read('pero no puedo en la mañana').part).toBe('afternoon');
    expect(read('el jueves? en la mañana no puedo')).toMatchObject({ date: '2026-11-26', part: 'afternoon' });
    expect(read('el viernes, pero no en la mañana porque trabajo').part).toBe('afternoon');
    expect(read('las tardes no me sirven').part).toBe('morning');
    expect(read('por las tardes').part).toBe('afternoon');
    // A no to a read-back, then the wish.
    expect(read('no, en la tarde').part).toBe('afternoon');
    expect(read('no, mejor en la mañana').part).toBe('morning');
  });

  it('excludes every weekday of a chain after "menos"', () => {
    expect(read('cualquier día menos martes y jueves').notWeekdays?.sort()).toEqual([1, 3]);
  });

  it('takes the day said after a correction', () => {
    expect(read('el martes 1, perdón, el miércoles 2 a la mañana')).toMatchObject({
      date: '2026-12-02',
      part: 'morning',
    });
    expect(read('para el martes, no perdón, el miércoles')).toMatchObject({ date: '2026-11-25' });
    expect(read('perdón la molestia, el jueves')).toMatchObject({ date: '2026-11-26' });
  });

  it('keeps both Tuesdays for "el martes que viene" said on the Monday before', () => {
    expect(read('el martes que viene')).toMatchObject({ weekday: 1 });
    expect(read('el lunes que viene').date).toBe('2026-11-30');
    expect(read('el jueves que viene').date).toBe('2026-11-26');
  });

  it('reads days written by ear and in English', () => {
    expect(read('el bierne').date).toBe('2026-11-27');
    expect(read('Monday the 30th').date).toBe('2026-11-30');
    expect(read('Wednesday morning')).toMatchObject({ date: '2026-11-25', part: 'morning' });
  });
});

// Readings added from the third held-out set's first run (docs/benchmarks.md).
describe('readPreference, days in words and relative weeks', () => {
  it('reads a day of the month in words before a month or after a weekday', () => {
    expect(read('para el quince de diciembre').date).toBe('2026-12-15');
    expect(read('el lunes treinta en la mañana')).toMatchObject({ date: '2026-11-30', part: 'morning' });
    expect(read('el martes primero de diciembre a las diez')).toMatchObject({ date: '2026-12-01', minutes: 600 });
    // A number word that is no day stays what it was.
    expect(read('a las dos').minutes).toBe(14 * 60);
  });

  it('reads "dentro de N semanas" as that week, and its weekday as that date', () => {
    expect(read('dentro de dos semanas, el lunes').date).toBe('2026-12-07');
    expect(read('dentro de dos semanas')).toMatchObject({ from: '2026-12-07', to: '2026-12-13' });
  });

  it('reads "el otro lunes" as the one after the coming one, and "la semana que entra"', () => {
    expect(read('el otro lunes en la mañana').date).toBe('2026-11-30');
    expect(read('el otro miércoles').date).toBe('2026-12-02');
    expect(read('a la semana que entra, el martes').date).toBe('2026-12-01');
  });

  it('reads "este finde" as the weekend', () => {
    expect(read('este finde').weekdays).toEqual([5, 6]);
  });

  it('reads today\'s weekday named without "hoy" or "este" as any such weekday, today\'s only when said so', () => {
    const monday = read('me la pasáis al lunes?');
    expect(monday.date).toBeUndefined();
    expect(monday.weekday).toBe(0);
    expect(read('este lunes').date).toBe('2026-11-23');
    expect(read('el jueves').date).toBe('2026-11-26');
  });
});

// Found by probing past the third held-out set (docs/benchmarks.md).
describe('readPreference, diminutives, minutes as numbers and days from now', () => {
  it('reads "mañanita", "tardecita", "tempranito" as their parts of the day', () => {
    expect(read('el viernes en la mañanita')).toMatchObject({ date: '2026-11-27', part: 'morning' });
    expect(read('en la tardecita').part).toBe('afternoon');
    expect(read('tempranito').part).toBe('morning');
  });

  it('reads the minutes said as a number: "a las cuatro treinta", "a las 4 y 30", "tipo cuatro y media"', () => {
    expect(read('a las cuatro treinta').minutes).toBe(16 * 60 + 30);
    expect(read('a las 4 y 30').minutes).toBe(16 * 60 + 30);
    expect(read('a las 10 y quince').minutes).toBe(10 * 60 + 15);
    expect(read('tipo cuatro y media').minutes).toBe(16 * 60 + 30);
    // Ranges and other numbers stay what they were.
    expect(read('entre las 10 y 12')).toMatchObject({ after: 600, before: 720 });
    expect(read('entre las 10 y 15')).toMatchObject({ after: 600, before: 900 });
    expect(read('tipo una semana').minutes).toBeUndefined();
  });

  it('reads "dentro de 3 días" as that date, "en ocho/quince días" as one or two weeks on', () => {
    expect(read('dentro de 3 días').date).toBe('2026-11-26');
    expect(read('en quince días')).toMatchObject({ from: '2026-12-07', to: '2026-12-13' });
    expect(read('en ocho días')).toMatchObject({ from: '2026-11-30', to: '2026-12-06' });
  });
});

describe('readPreference, "de 9 a 11"', () => {
  it('reads "de H a H" as a range of hours, and not a count', () => {
    expect(read('de 9 a 11')).toMatchObject({ after: 540, before: 660 });
    expect(read('el lunes 30 de 2 a 4')).toMatchObject({ date: '2026-11-30', after: 840, before: 960 });
    expect(read('de 10 a 12')).toMatchObject({ after: 600, before: 720 });
    expect(read('somos de 2 a 3 personas')).not.toHaveProperty('after');
  });

  it('reads a day of the month said alone ("para el 27", "pal 4", "el 15 a las 10") as the next such day', () => {
    expect(read('limpieza para el 27')).toMatchObject({ date: '2026-11-27' });
    expect(read('quiero limpieza para el 2')).toMatchObject({ date: '2026-12-02' });
    expect(read('me la pasa pal 4?')).toMatchObject({ date: '2026-12-04' });
    expect(read('limpieza el 15 a las 10')).toMatchObject({ date: '2026-12-15', minutes: 10 * 60 });
    expect(read('el 30 en la tarde')).toMatchObject({ date: '2026-11-30', part: 'afternoon' });
    expect(read('cancela la cita del 25 porfa')).toMatchObject({ date: '2026-11-25' });
    expect(read('la del 27')).toMatchObject({ date: '2026-11-27' });
    expect(read('después del 20').date).toBeUndefined();
  });

  it('never reads an hour, a count or a range as a day of the month', () => {
    expect(read('una limpieza para 2 personas').date).toBeUndefined();
    expect(read('a las 2').date).toBeUndefined();
    expect(read('el 3 pm').date).toBeUndefined();
    expect(read('el 8 a 10').date).toBeUndefined();
    expect(read('el 2do piso').date).toBeUndefined();
  });
});

describe('weekdays turned down with "en"', () => {
  it('reads "no en lunes ni viernes" and "menos en sábado" as exclusions', () => {
    expect(read('quiero una limpieza pero no en lunes ni viernes, y que sea en la mañana')).toMatchObject({
      notWeekdays: [0, 4],
      part: 'morning',
    });
    expect(read('cualquier día menos en sábado').notWeekdays).toEqual([5]);
  });
});

describe('a month without a day (found by probing on 2026-12-08)', () => {
  it('reads "para diciembre", "a principios del mes que viene", "a fin de mes" as those days from today on', () => {
    expect(read('una limpieza para diciembre')).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
    expect(read('a principios del mes que viene')).toMatchObject({ from: '2026-12-01', to: '2026-12-10' });
    expect(read('a mediados de enero')).toMatchObject({ from: '2027-01-11', to: '2027-01-20' });
    expect(read('a fin de mes')).toMatchObject({ from: '2026-11-23', to: '2026-11-30' });
    // A day said with it is that day.
    expect(read('el 3 de diciembre')).toMatchObject({ date: '2026-12-03' });
    expect(read('el 3 de diciembre').from).toBeUndefined();
  });
});
