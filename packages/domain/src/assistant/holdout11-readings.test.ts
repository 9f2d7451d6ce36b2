// Readings added from the eleventh held-out set's first run (written blind): stopping messages wished
// in the subjunctive of any person ("no quiero que me enviéis") or by talking ("no me hablen más");
// an appointment named "del miércoles" in a clause with a new date, and in English ("the Wednesday
// one", "keep the Friday cleaning"); an appointment held "la necesito para" another
// time as a move; a part of the day said after two hours ("a las 8 o 9 de la mañana") kept off the
// day of the month; "entre semana no puedo" as weekdays excluded, also when the day asked is closed;
// and "temprano" as the clinic's first hours.
import { describe, expect, it } from 'vitest';
import { normalizeMessage } from '../messaging/answers.ts';
import { asksToStopMessages } from '../messaging/opt-out-words.ts';
import { defaultConfig } from '../scheduling/config.ts';
import { instantToZoned, weekdayIndex } from '../time.ts';
import { knownPatientChat } from './golden-runner.ts';
import { goldenNow, goldenTz, goldenWeek } from './golden-world.ts';
import { readPreference } from './preference.ts';
import { correctTypos, readIntents, withoutGreetings } from './understand.ts';

// Monday 23 November 2026, 07:00.
const config = { ...defaultConfig, weeklyHours: goldenWeek, increment: 30 as const };
const fold = (text: string) => correctTypos(normalizeMessage(text));
const read = (text: string) =>
  readPreference(fold(withoutGreetings(normalizeMessage(text))), config, goldenNow, goldenTz, { corrections: true });
const TWO = [
  '2026-11-25 09:00 Consulta general / Dra. Carla Méndez',
  '2026-11-27 15:00 Limpieza dental / Dra. Ana Rodríguez',
];

describe('asksToStopMessages, the eleventh held-out set', () => {
  it('reads not wanting to be written to in the subjunctive of every person, "vosotros" too', () => {
    expect(asksToStopMessages('No quiero que me enviéis más mensajes, gracias')).toBe(true);
    expect(asksToStopMessages('no queremos que nos escriban')).toBe(true);
    expect(asksToStopMessages('no quiero que me escribas más')).toBe(true);
    expect(asksToStopMessages('no quiero que me mandéis nada')).toBe(true);
  });

  it('reads "no me hablen más", but not talking alone or a thing not sent', () => {
    expect(asksToStopMessages('porfa no me hablen mas a este wsp')).toBe(true);
    expect(asksToStopMessages('no me hable así por favor')).toBe(false);
    expect(asksToStopMessages('no queremos que nos envíen la factura todavía')).toBe(false);
  });
});

describe('the appointment named, the eleventh held-out set', () => {
  it('names the one "del miércoles" even when the clause wishes a date ("para el martes 1 de diciembre")', async () => {
    const chat = knownPatientChat(TWO);
    await chat.text('necesito cambiar la cita del miércoles para el martes 1 de diciembre en la mañana');
    expect(chat.said()).toContain('tu cita del miércoles 25 de noviembre');
    expect(chat.patient.state.step).toBe('slot');
  });

  it('moves "the Wednesday one" when the patient says to keep the Friday cleaning', async () => {
    const chat = knownPatientChat(TWO);
    await chat.text(
      'I need to reschedule the Wednesday one to Tuesday Dec 1st in the morning, keep the Friday cleaning',
    );
    expect(chat.said()).toContain('tu cita del miércoles 25 de noviembre');
    expect(chat.said()).toContain('martes 1 de diciembre');
    expect(chat.patient.state.step).toBe('slot');
  });
});

describe('asksToMove, the eleventh held-out set', () => {
  it('reads an appointment held, named by its day, "la necesito para" another time as a move', () => {
    const intents = (t: string) => readIntents(fold(t));
    expect(intents('la hora del miercoles la necesito pa la semana que viene, el lunes o martes')).toContain(
      'reschedule',
    );
    expect(intents('mi cita del jueves la quiero para el viernes')).toContain('reschedule');
    expect(intents('necesito una hora para el lunes')).not.toContain('reschedule');
  });
});

describe('readPreference, the eleventh held-out set', () => {
  it('keeps "de la mañana" after two hours or a range off the day of the month said before them', () => {
    expect(read('el miércoles 2 a las 8 o 9 de la mañana')).toEqual({ date: '2026-12-02', times: [480, 540] });
    expect(read('el lunes 30 de 2 a 4 de la tarde')).toEqual({ date: '2026-11-30', after: 840, before: 960 });
  });

  it('reads "entre semana no puedo" and "no puedo entre semana" as the weekdays excluded', () => {
    expect(read('entre semana no puedo por el trabajo').notWeekdays).toEqual([0, 1, 2, 3, 4]);
    expect(read('no puedo entre semana').notWeekdays).toEqual([0, 1, 2, 3, 4]);
    expect(read('entre semana en la tarde').weekdays).toEqual([0, 1, 2, 3, 4]);
  });

  it('reads "temprano" as the first two hours of the clinic, not the whole morning', () => {
    expect(read('el sábado temprano')).toMatchObject({ date: '2026-11-28', before: 600 });
    expect(read('más temprano').before).toBeUndefined();
  });
});

describe('a closed day asked about, the eleventh held-out set', () => {
  it('offers no weekday when the patient said "entre semana no puedo" beside a Sunday', async () => {
    const chat = knownPatientChat();
    await chat.text('¿atienden los domingos? necesito una limpieza y entre semana no puedo por el trabajo');
    const offered = chat.patient.state.offered ?? [];
    expect(offered.length).toBeGreaterThan(0);
    for (const s of offered) expect(weekdayIndex(instantToZoned(s.start, goldenTz).date)).toBe(5);
  });
});

describe('the waitlist asked for early hours, the eleventh held-out set', () => {
  it('notes "solo puedo sábados temprano" as Saturdays up to two hours after opening', async () => {
    const chat = knownPatientChat();
    await chat.text('me anotan en la lista de espera para limpieza? solo puedo sabados temprano');
    expect(chat.patient.state.waitFor).toMatchObject({ days: [6], toMin: 600 });
  });
});

describe('a closed day asked about, then a booking', () => {
  it('says once that the clinic does not open that day', async () => {
    const chat = knownPatientChat();
    const [reply] = await chat.text('¿atienden los domingos? necesito una limpieza y entre semana no puedo');
    expect(reply!.text.match(/no atiende/g)).toHaveLength(1);
    expect(reply!.text).toContain('sábado 28 de noviembre');
  });
});
