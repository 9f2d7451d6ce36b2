// Readings added from the ninth held-out set's first run (docs/benchmarks.md): opting out in the
// indicative ("no me vuelve a escribir"), with "desuscribir" and "I don't want to get any more
// reminders", "no quiero que me contacten" as no request for a person; a bound denied ("no antes de
// las 3"), "a primera / última hora"; "mismo horario" and "el viernes siguiente" in a move; a service
// held named beside the one asked for; the waitlist kept to the hour first asked; "era para otro chat".
import { describe, expect, it } from 'vitest';
import { normalizeMessage } from '../messaging/answers.ts';
import { asksToStopMessages } from '../messaging/opt-out-words.ts';
import { defaultConfig } from '../scheduling/config.ts';
import { readServicesSaid, readSlotChoice } from './choices.ts';
import { GoldenWorld, knownPatientChat } from './golden-runner.ts';
import { goldenAt, goldenNow, goldenTz, goldenWeek } from './golden-world.ts';
import { readPreference } from './preference.ts';
import { correctTypos, readIntents, withoutGreetings } from './understand.ts';
import { waitlistWishOf } from './waitlist-moves.ts';

// Monday 23 November 2026, 07:00.
const config = { ...defaultConfig, weeklyHours: goldenWeek, increment: 30 as const };
const fold = (text: string) => correctTypos(normalizeMessage(text));
const read = (text: string) =>
  readPreference(fold(withoutGreetings(normalizeMessage(text))), config, goldenNow, goldenTz, { corrections: true });

describe('asksToStopMessages, the ninth held-out set', () => {
  it('reads the indicative asked politely: "me hace el favor y no me vuelve a escribir"', () => {
    expect(asksToStopMessages('buenas, me hace el favor y no me vuelve a escribir, gracias')).toBe(true);
    expect(asksToStopMessages('no me vuelven a mandar nada por favor')).toBe(true);
    expect(asksToStopMessages('hágame el favor y no vuelve a escribirme')).toBe(true);
  });

  it('reads "desuscribir" in any person, not "describir" nor "suscribirme"', () => {
    expect(asksToStopMessages('desuscribime de esto porfa')).toBe(true);
    expect(asksToStopMessages('me quiero desuscribir')).toBe(true);
    expect(asksToStopMessages('desuscríbanme por favor')).toBe(true);
    expect(asksToStopMessages('le puedo describir el dolor?')).toBe(false);
    expect(asksToStopMessages('quiero suscribirme a las promociones')).toBe(false);
  });

  it('reads "I don’t want to get any more reminders"', () => {
    expect(asksToStopMessages("I don't want to get any more reminders, thanks")).toBe(true);
    expect(asksToStopMessages('I do not want to receive these messages')).toBe(true);
  });
});

describe('readIntents, the ninth held-out set', () => {
  it('reads "no quiero que me contacten" as no request for a person; "que me contacten" still is one', () => {
    expect(readIntents(fold('ya no quiero que me contacten más por este medio'))).not.toContain('human');
    expect(readIntents(fold('quiero que me contacten por favor'))).toContain('human');
  });

  it('reads "era para otro chat" as a message meant for someone else', () => {
    expect(readIntents(fold('jajaja perdón, era para otro chat'))).toContain('mistaken');
    expect(readIntents(fold('la cita es para otra persona'))).not.toContain('mistaken');
  });
});

describe('readPreference, the ninth held-out set', () => {
  it('reads a bound denied as the other bound: "no antes de las 3", "not before 10", "no después de las 11"', () => {
    expect(read('pasado mañana a la tarde, no antes de las 3')).toEqual({ date: '2026-11-25', after: 900 });
    expect(read('Friday morning would be great, but not before 10')).toEqual({
      date: '2026-11-27',
      part: 'morning',
      after: 600,
    });
    expect(read('el martes, no después de las 11')).toEqual({ date: '2026-11-24', before: 660 });
    expect(read('el jueves no más tarde de las 4')).toEqual({ date: '2026-11-26', before: 960 });
  });

  it('reads "a primera hora" as the first hour open and "a última hora" as the last', () => {
    expect(read('el viernes a última hora')).toEqual({ date: '2026-11-27', after: 1020 });
    expect(read('pasado mañana a primera hora')).toEqual({ date: '2026-11-25', before: 540 });
  });
});

describe('readSlotChoice, the ninth held-out set', () => {
  it('takes "a última hora" for when in the day, not for the last time offered', () => {
    const at = (local: string) => ({ start: goldenAt(local), resourceId: 'r1' });
    const offered = [at('2026-11-27 08:00'), at('2026-11-27 10:00'), at('2026-11-27 12:00')];
    const ctx = { config, now: goldenNow, tz: goldenTz };
    expect(readSlotChoice('me la cambian del jueves al viernes a última hora?', undefined, offered, [], ctx)).toBe(
      undefined,
    );
    expect(readSlotChoice('la última', undefined, offered, [], ctx)).toEqual(offered[2]);
  });
});

describe('readServicesSaid, the ninth held-out set', () => {
  const services = new GoldenWorld().services;
  const said = (text: string) => {
    const r = readServicesSaid(fold(text), undefined, services, false);
    return { service: r.service?.name, also: r.also?.name };
  };

  it('leaves out a service the patient holds, named beside the one asked for', () => {
    expect(said('además de mi limpieza del jueves ocupo una consulta general')).toEqual({
      service: 'Consulta general',
      also: undefined,
    });
    expect(said('tengo una limpieza el viernes y quiero un blanqueamiento')).toEqual({
      service: 'Blanqueamiento',
      also: undefined,
    });
    // Both asked for: both booked, one after the other.
    expect(said('quiero una limpieza y una consulta general')).toEqual({
      service: 'Limpieza dental',
      also: 'Consulta general',
    });
  });
});

describe('a move, the ninth held-out set', () => {
  const TWO = [
    '2026-11-25 09:00 Consulta general / Dra. Carla Méndez',
    '2026-11-27 15:00 Limpieza dental / Dra. Ana Rodríguez',
  ];

  it('reads "al viernes siguiente, mismo horario" as the Friday after the appointment, at its own time', async () => {
    const chat = knownPatientChat(TWO);
    await chat.text('el turno de limpieza del 27 lo tengo que cambiar, pasámelo al viernes siguiente, mismo horario');
    expect(chat.said()).toContain('viernes 4 de diciembre a las 15:00');
  });
});

describe('the waitlist, the ninth held-out set', () => {
  it('waits for the hour first asked when the offer around it does not suit', async () => {
    const chat = knownPatientChat();
    for (const r of ['Dra. Ana Rodríguez', 'Dra. Carla Méndez'])
      chat.world.addAppointment(`2026-11-26 12:00 Consulta general / ${r}`, 'others');
    await chat.text('quiero una consulta el jueves a las 12');
    expect(chat.said()).toContain('ya está ocupado');
    await chat.text('si no hay a esa hora me pone en lista de espera porfa');
    expect(chat.said()).toContain('entre las 12:00 y las 13:00');
    await chat.text('sí');
    expect(chat.world.waitlist[0]).toMatchObject({ serviceId: 's2', days: [4], fromMin: 720, toMin: 780 });
  });

  it('makes an exact time the hour from it, not the whole part of the day', () => {
    const world = new GoldenWorld();
    const ctx = { config, now: goldenNow, tz: goldenTz, services: world.services } as Parameters<
      typeof waitlistWishOf
    >[2];
    expect(waitlistWishOf('s2', { weekday: 3, minutes: 720 }, ctx)).toMatchObject({ fromMin: 720, toMin: 780 });
  });
});
