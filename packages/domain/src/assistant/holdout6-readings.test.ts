// Readings and turns added from the sixth held-out set's first run (docs/benchmarks.md): how messages
// really arrive on WhatsApp. SMS-speak ("no m manden", "kiero"), words typed together ("enla mañana",
// "paralimpieza"), courtesies before the wish ("disculpe la molestia", "una pregunta"), assent as a
// sound ("ajá"), self-corrections in voice notes ("en la tarde no mejor en la mañana porque en la tarde
// trabajo"), the service named loosely when asked ("lo de los dientes blancos"), a price asked then a
// day, a change asked while the service is asked, and "¿a qué hora era la cita?".
import { describe, expect, it } from 'vitest';
import { normalizeMessage, readYesNo } from '../messaging/answers.ts';
import { asksToStopMessages } from '../messaging/opt-out-words.ts';
import { defaultConfig } from '../scheduling/config.ts';
import { readService, readSlotChoice } from './choices.ts';
import { knownPatientChat } from './golden-runner.ts';
import { goldenNow, goldenTz, goldenWeek } from './golden-world.ts';
import { readPreference } from './preference.ts';
import { correctTypos, keepsAppointment, readIntents, withoutGreetings } from './understand.ts';
import { asksToLeaveWaitlist } from './waitlist-leave.ts';

// Monday 23 November 2026, 07:00.
const config = { ...defaultConfig, weeklyHours: goldenWeek, increment: 30 as const };
const fold = (text: string) => correctTypos(normalizeMessage(text));
const read = (text: string) =>
  readPreference(fold(withoutGreetings(normalizeMessage(text))), config, goldenNow, goldenTz, { corrections: true });
const services = [
  { id: 's1', name: 'Limpieza dental', description: 'Profilaxis y pulido', durationMin: 30, price: 25000 },
  { id: 's2', name: 'Consulta general', description: 'Valoración y diagnóstico', durationMin: 30, price: 20000 },
  { id: 's3', name: 'Blanqueamiento', description: 'Blanqueamiento en consultorio', durationMin: 60, price: 120000 },
];
const ONE = ['2026-11-26 10:00 Limpieza dental / Dra. Ana Rodríguez'];

describe('normalizeMessage, the sixth held-out set', () => {
  it('spells out "m" and "t" cut from "me" and "te", but not "p m" nor an English apostrophe', () => {
    expect(normalizeMessage('no m manden + msjs xfa')).toBe('no me manden mas mensajes por favor');
    expect(normalizeMessage('t escribo mñn')).toBe('te escribo manana');
    expect(normalizeMessage('a las 3 p m')).toBe('a las 3 p m');
    expect(normalizeMessage("Please don't send me")).toBe('por favor don t send me');
    expect(normalizeMessage("I'm John")).toBe('i m john');
  });

  it('reads "k" before e and i as "qu", as it sounds ("kiero", "kisiera")', () => {
    expect(normalizeMessage('ya no kiero q m escriban')).toBe('ya no quiero que me escriban');
    expect(normalizeMessage('kisiera una cita')).toBe('quisiera una cita');
  });

  it('splits a little word typed together with a word of when ("enla mañana", "elmiercoles", "alas 3")', () => {
    expect(normalizeMessage('elmiercoles enla mañana')).toBe('el miercoles en la manana');
    expect(normalizeMessage('parael jueves xla tarde alas 3')).toBe('para el jueves por la tarde a las 3');
    // Words that only look glued stay whole.
    expect(normalizeMessage('ella llega allá')).toBe('ella llega alla');
  });

  it('reads English greetings with a part of the day as greetings, not as that part', () => {
    expect(normalizeMessage('Good evening')).toBe('buenas noches');
    expect(normalizeMessage('good afternoon!')).toBe('buenas tardes');
  });
});

describe('opt-outs in the patient’s own words, the sixth held-out set', () => {
  it('reads "ocupo", "requiero" as "necesito": "ya no ocupo que me escriban"', () => {
    expect(asksToStopMessages('Muchas gracias pero ya no ocupo que me escriban más')).toBe(true);
    expect(asksToStopMessages('no requiero que me escriban más')).toBe(true);
    expect(asksToStopMessages('ya no ocupo los recordatorios')).toBe(true);
    expect(asksToStopMessages('ya no necesito que me estén escribiendo')).toBe(true);
    // A booking with the same verb is none.
    expect(asksToStopMessages('ocupo una cita para el jueves')).toBe(false);
  });

  it('reads "no me sigan mandando mensajes" and its forms', () => {
    expect(asksToStopMessages('oiga no me sigan mandando mensajes porfa, ya no me atiendo ahí')).toBe(true);
    expect(asksToStopMessages('no sigan mandándome mensajes')).toBe(true);
    expect(asksToStopMessages('no quiero que me sigan llegando mensajes')).toBe(true);
    expect(asksToStopMessages('no me sigan mandando la ubicación')).toBe(false);
  });

  it('reads SMS-speak and spelling by ear', () => {
    expect(asksToStopMessages('no m manden + msjs xfa')).toBe(true);
    expect(asksToStopMessages('ya no kiero q m escriban')).toBe(true);
    expect(asksToStopMessages('ya no kiero resivir msjs')).toBe(true);
  });
});

describe('readYesNo, the sixth held-out set', () => {
  it('reads assent as a sound ("ajá", "mhm", "uhum") and a last letter held ("ajaa", "okk")', () => {
    for (const yes of ['ajá', 'ajam', 'mhm', 'uhum sí', 'ajaa', 'okk', 'dalee'])
      expect(readYesNo(yes), yes).toBe('yes');
    expect(readYesNo('noo')).toBe('no');
    expect(readYesNo('ajá, pero no')).toBe('no');
  });
});

describe('readPreference, the sixth held-out set', () => {
  it('reads a part of the day the patient is busy in as the other one', () => {
    expect(read('para el miércoles en la tarde no mejor en la mañana porque en la tarde trabajo')).toMatchObject({
      date: '2026-11-25',
      part: 'morning',
    });
    expect(read('trabajo por las mañanas')).toMatchObject({ part: 'afternoon' });
    expect(read('en las tardes tengo clases')).toMatchObject({ part: 'morning' });
    expect(read('estoy ocupada en la mañana')).toMatchObject({ part: 'afternoon' });
  });

  it('takes the day said last when "mañana" or "hoy" and a date disagree, and a "no" before the date’s weekday excludes nothing', () => {
    expect(read('para el martes o sea mañana no el martes que viene el día 1 por la mañana vale')).toStrictEqual({
      date: '2026-12-01',
      part: 'morning',
    });
    expect(read('mañana no, el 3 de diciembre')).toMatchObject({ date: '2026-12-03' });
    expect(read('hoy no, el día 27')).toMatchObject({ date: '2026-11-27' });
    expect(read('el 27 o mañana')).toMatchObject({ date: '2026-11-24' });
    // Still an exclusion when the date is another day.
    expect(read('el 27, no el lunes')).toMatchObject({ date: '2026-11-27', notWeekdays: [0] });
  });

  it('reads "o sea el lunes" as naming Monday, "que no sea el lunes" as excluding it', () => {
    expect(read('o sea el lunes')).toStrictEqual({ weekday: 0 });
    expect(read('cualquier día que no sea el lunes')).toMatchObject({ notWeekdays: [0] });
  });

  it('reads "para el 30" and "el 3" as days of the month, "a las 3" as no day', () => {
    expect(read('limpieza para el 30 en la mañana')).toMatchObject({ date: '2026-11-30', part: 'morning' });
    // A day of the month alone is the next to come (a list's "el 3" is read as a choice before this).
    expect(read('el 3')).toMatchObject({ date: '2026-12-03' });
    expect(read('a las 3').date).toBeUndefined();
  });

  it('reads days and parts of the day typed together with "el", "en la"', () => {
    expect(read('una cita el miercoles enla mañana')).toMatchObject({ date: '2026-11-25', part: 'morning' });
  });

  it('reads "good evening" as a greeting, not an evening', () => {
    expect(read('Good evening, can I get an appointment next Tuesday in the morning?')).toMatchObject({
      part: 'morning',
    });
  });
});

describe('readIntents and the service, the sixth held-out set', () => {
  it('reads courtesies before the wish as a greeting ("disculpe la molestia", "una pregunta", "che")', () => {
    for (const text of [
      'disculpe la molestia',
      'qué pena con usted',
      'una pregunta',
      'oiga una preguntota',
      'che',
      'perdón la hora',
    ])
      expect([...readIntents(fold(text))], text).toEqual(['greet']);
    // "perdón" alone still corrects a day ("el martes, no perdón, el miércoles").
    expect(read('el martes, no perdón, el miércoles')).toMatchObject({ date: '2026-11-25' });
  });

  it('reads "me puede atender una persona" as a handoff', () => {
    expect(readIntents(fold('Me puede atender una persona por favor, es urgente')).has('human')).toBe(true);
    expect(readIntents(fold('puede atenderme un asesor?')).has('human')).toBe(true);
  });

  it('splits a service’s word typed together with a little word ("paralimpieza", "unacita")', () => {
    expect(correctTypos('una cita paralimpieza', ['limpieza', 'dental'])).toBe('una cita para limpieza');
    expect(correctTypos('unacita', [])).toBe('una cita');
    expect(correctTypos('paraguas', ['limpieza'])).toBe('paraguas');
  });

  it('reads the service by its family of words when asked for it ("lo de los dientes blancos")', () => {
    expect(readService(fold('lo de los dientes blancos'), undefined, services, true)?.id).toBe('s3');
    expect(readService(fold('una limpiecita'), undefined, services, true)?.id).toBe('s1');
    // Unasked, a word of the family alone names no service.
    expect(readService(fold('dientes blancos'), undefined, services, false)).toBeUndefined();
  });

  it('reads an appointment kept ("no, la mantengo") with nothing else asked', () => {
    expect(keepsAppointment(fold('no, la mantengo nomás'))).toBe(true);
    expect(keepsAppointment(fold('mejor déjela así'))).toBe(true);
    expect(keepsAppointment(fold('te dejo mi correo'))).toBe(false);
  });

  it('takes "a cualquier hora", "la que sea" as the first time offered, "cualquier tarde" as a new wish', () => {
    const offered = [
      { start: Date.parse('2026-11-27T08:00:00-06:00'), resourceId: 'r1' },
      { start: Date.parse('2026-11-27T14:00:00-06:00'), resourceId: 'r1' },
    ];
    const ctx = { config, now: goldenNow, tz: goldenTz };
    for (const text of ['a cualquier hora', 'la que sea', 'me da igual', 'cualquiera de esas'])
      expect(readSlotChoice(text, undefined, offered, [], ctx), text).toBe(offered[0]);
    expect(readSlotChoice('cualquier tarde', undefined, offered, [], ctx)).toBeUndefined();
  });
});

describe('the receptionist, turns of the sixth held-out set', () => {
  it('books the service whose price was just told when the next message asks for a day', async () => {
    const chat = knownPatientChat();
    await chat.text('cuanto cuesta lo de blanquear los dientes?');
    await chat.text('quisiera cita el sábado temprano');
    expect(chat.patient.state.step).toBe('slot');
    expect(chat.said()).toContain('Blanqueamiento');
  });

  it('reads a change asked while the service is asked ("tengo turno el jueves" / "¿lo puedo cambiar?")', async () => {
    const chat = knownPatientChat(ONE);
    await chat.text('tengo turno el jueves');
    expect(chat.patient.state.step).toBe('service');
    await chat.text('lo puedo cambiar a la semana que viene? cualquier día a la mañana');
    expect(chat.patient.state).toMatchObject({ step: 'slot', intent: 'reschedule' });
  });

  it('tells the patient’s own appointment when asked "¿a qué hora era la cita?"', async () => {
    const chat = knownPatientChat(ONE);
    await chat.text('a qué hora era la cita? no me acuerdo');
    expect(chat.said()).toContain('jueves 26 de noviembre, 10:00');
    expect(chat.patient.state.step).toBe('idle');
    expect(chat.titles()).toEqual(['Cambiar mi cita', 'Cancelar mi cita']);
  });

  it('searches the service named among another service’s times, and picks none of those', async () => {
    const chat = knownPatientChat();
    await chat.text('una consulta');
    expect(chat.said()).toContain('Consulta general');
    await chat.text('tienen hora para limpieza el martes?');
    expect(chat.patient.state.step).toBe('slot');
    expect(chat.said()).toContain('Limpieza dental');
  });

  it('answers a courtesy alone, an appointment kept and "¿tienen atención los sábados?" without "no te entendí"', async () => {
    const chat = knownPatientChat(ONE);
    for (const text of [
      'disculpe la molestia',
      'una pregunta',
      'no, la mantengo nomás',
      'tienen atención los sábados?',
    ]) {
      await chat.text(text);
      expect(chat.said(), text).not.toContain('no te entendí');
    }
    expect(chat.said()).toContain('sábados atendemos');
  });
});

// Found by probing past the set (other ways to say each family fixed above), not from its failures.
describe('readings found past the sixth held-out set', () => {
  it('reads "no deseo seguir recibiendo mensajes" and "yano kiero mensajes" as opt-outs', () => {
    expect(asksToStopMessages('no deseo seguir recibiendo mensajes')).toBe(true);
    expect(asksToStopMessages('yano kiero mensajes')).toBe(true);
  });

  it('reads "hoy no puedo, mañana sí" as tomorrow, "hoy o mañana" as before (today first)', () => {
    expect(read('hoy no puedo, mañana sí')).toMatchObject({ date: '2026-11-24' });
    expect(read('hoy no, mañana')).toMatchObject({ date: '2026-11-24' });
    expect(read('no hoy sino mañana')).toMatchObject({ date: '2026-11-24' });
    expect(read('hoy o mañana')).toMatchObject({ date: '2026-11-23' });
  });

  it('reads "basta de mensajes" as an opt-out', () => {
    expect(asksToStopMessages('basta de mensajes por favor')).toBe(true);
    expect(asksToStopMessages('ya basta de recordatorios')).toBe(true);
  });

  it('reads "pura vida" alone as a greeting, and as a yes to a question', () => {
    expect([...readIntents(fold('Pura vida'))]).toEqual(['greet']);
    expect(readYesNo('pura vida')).toBe('yes');
  });

  it('reads "please remove me from your list" as an opt-out', () => {
    expect(asksToStopMessages('please remove me from your list')).toBe(true);
  });

  it('reads "sácame de la espera del blanqueamiento" as leaving the waitlist, not all messages', () => {
    expect(asksToLeaveWaitlist('sacame de la espera del blanqueamiento, ya no lo necesito')).toBe('named');
  });

  it('reads SMS-speak "xa el vrns x la tard" as Friday afternoon', () => {
    expect(read('kiero agendar 1 limpiesa xa el vrns x la tard')).toMatchObject({
      date: '2026-11-27',
      part: 'afternoon',
    });
  });

  it('books the service just priced on a yes to "¿Te agendo una cita?"', async () => {
    const chat = knownPatientChat();
    await chat.text('cuánto cuesta la consulta?');
    await chat.text('ok sí quiero una');
    expect(chat.patient.state.step).toBe('slot');
    expect(chat.said()).toContain('Consulta general');
  });

  it('reads "Dios le pague", "muy amable" as thanks, "ey" as a greeting', () => {
    for (const text of ['Dios le pague 🙏', 'muy amable', 'se lo agradezco'])
      expect(readIntents(fold(text)).has('thanks'), text).toBe(true);
    expect([...readIntents(fold('ey'))]).toEqual(['greet']);
  });

  it('reads "¿cuándo tenéis hueco?" as free times asked for: a booking, or more of the times offered', () => {
    const intents = readIntents(fold('Cuándo tenéis hueco?'));
    expect(intents.has('book') && intents.has('more')).toBe(true);
    expect(readIntents(fold('¿qué día tienen libre?')).has('book')).toBe(true);
    // The patient's own appointment is another question.
    expect(readIntents(fold('¿cuándo tengo cita?')).has('more')).toBe(false);
  });

  it('notes who the appointment is for, asked the service, and asks it again without a miss', async () => {
    const chat = knownPatientChat();
    await chat.text('¿Me pueden dar una cita?');
    expect(chat.patient.state.step).toBe('service');
    await chat.text('es para mi mamá, tiene 80 años');
    expect(chat.said()).not.toContain('no te entendí');
    expect(chat.patient.state.step).toBe('service');
    expect(chat.patient.state.misses).toBe(0);
  });

  it('reads "¿hay alguien que me pueda atender?" as a handoff', () => {
    expect(readIntents(fold('hay alguien que me pueda atender?')).has('human')).toBe(true);
    expect(readIntents(fold('alguien que me ayude por favor')).has('human')).toBe(true);
  });

  it('reads "¿hay algún turno antes que el del jueves?" as an earlier time, "antes de las 10" as none', () => {
    expect(readIntents(fold('che, hay algún turno antes que el del jueves?')).has('earlier')).toBe(true);
    expect(readIntents(fold('hay algún turno antes de las 10?')).has('earlier')).toBe(false);
  });

  it('asks again, without booking, when the appointment to cancel is named after "quiero cancelar"', async () => {
    const chat = knownPatientChat(ONE);
    await chat.text('i need to cancel');
    expect(chat.patient.state.step).toBe('confirm_cancel');
    await chat.text('my appointment on thursday');
    expect(chat.patient.state.step).toBe('confirm_cancel');
    expect(chat.titles()).toEqual(['Sí, cancelar', 'No, mantenerla']);
  });
});
