// What a patient says of their own appointment or of themselves (patient-questions.ts), and the
// deferred rebooking and "dejar para otro día" readings beside them, found by probing past the sets.
import { describe, expect, it } from 'vitest';
import { knownPatientChat } from './golden-runner.ts';
import { asksAboutVisit } from './understand.ts';

const ONE = ['2026-11-26 10:00 Limpieza dental / Dra. Ana Rodríguez'];

describe('questions about the patient’s own appointment', () => {
  it.each([
    'a que hora era mi cita?',
    'cuándo es mi turno?',
    'qué día me toca?',
    // Found by probing on 2026-12-08.
    'mi cita es con quien?',
    'la cita del jueves es a las 10 verdad?',
    'me confirman la cita del jueves porfa',
  ])('«%s» is answered from the appointments held', async (text) => {
    const chat = knownPatientChat(ONE);
    await chat.text(text);
    expect(chat.said()).toContain('Tu cita es el jueves 26 de noviembre, 10:00 con Dra. Ana Rodríguez');
    expect(chat.patient.state.step).toBe('idle');
  });

  it('does not take "¿dónde queda la consulta?" (the clinic) for the patient’s appointment', async () => {
    const chat = knownPatientChat(ONE);
    await chat.text('¿dónde queda la consulta?');
    expect(chat.said()).toContain('Estamos en San José');
  });
});

describe('a late arrival, pain, the week’s hours, parking', () => {
  it.each(['voy 10 minutos tarde', 'puedo llegar un poquito tarde?', 'llego un poco retrasada'])(
    '«%s» tells the team and hands over',
    async (text) => {
      const chat = knownPatientChat(ONE);
      await chat.text(text);
      expect(chat.said()).toContain('Gracias por avisar');
      expect(chat.patient.mode).toBe('staff');
    },
  );

  it('answers pain with the way to a person and the service question, not "no te entendí"', async () => {
    const chat = knownPatientChat();
    await chat.text('tengo una emergencia, me duele mucho una muela');
    expect(chat.said()).toContain('Si es una urgencia, escribe «hablar con una persona»');
    expect(chat.patient.state.step).toBe('service');
  });

  it('gives the week’s hours beside a price', async () => {
    const chat = knownPatientChat();
    await chat.text('¿cuánto cuesta una limpieza y qué días atienden?');
    expect(chat.said()).toContain('atiende de lunes a viernes');
    expect(chat.said()).toContain('Limpieza dental cuesta');
  });

  it('sends parking to the clinic’s people', async () => {
    const chat = knownPatientChat();
    await chat.text('¿tienen parqueo?');
    expect(chat.said()).toContain('una persona del equipo');
  });
});

describe('moving and putting off', () => {
  it('reads "¿la dejamos para otro día?" as a change of time', async () => {
    const chat = knownPatientChat(ONE);
    await chat.text('se me complicó, la dejamos para otro día?');
    expect(chat.said()).toContain('Busquemos otro horario para tu cita');
  });

  it('reads "no voy a poder, quedo atenta para reagendar más adelante" as a cancellation', async () => {
    const chat = knownPatientChat(ONE);
    await chat.text('no voy a poder asistir, quedo atenta para reagendar más adelante');
    expect(chat.patient.state.step).toBe('confirm_cancel');
  });
});

describe('a later or earlier time the same day', () => {
  it.each([
    ['me pueden dar una hora más tarde el mismo día?', (m: number) => m > 10 * 60],
    ['¿hay otro horario más temprano ese mismo día?', (m: number) => m < 10 * 60],
    ['could you move my appointment to a later time the same day?', (m: number) => m > 10 * 60],
  ])('«%s» offers only that day, on the right side of the appointment', async (text, fits) => {
    const chat = knownPatientChat(ONE);
    await chat.text(text);
    expect(chat.said()).toContain('Busquemos otro horario para tu cita');
    const titles = chat.titles();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) {
      const m = /^jue 26 nov (\d{2}):(\d{2})$/.exec(title);
      expect(m, title).not.toBeNull();
      expect(fits(Number(m![1]) * 60 + Number(m![2])), title).toBe(true);
    }
  });
});

describe('not going, and another time asked for', () => {
  it.each([
    'no puedo ir el jueves, ¿puede ser el lunes en la tarde?',
    "Something came up, I can't make Thursday. Is Monday afternoon possible?",
  ])('«%s» moves the appointment to Monday afternoon', async (text) => {
    const chat = knownPatientChat(ONE);
    await chat.text(text);
    expect(chat.said()).toContain('Busquemos otro horario para tu cita');
    for (const title of chat.titles()) expect(title).toMatch(/^lun (23|30) nov 1[2-7]:/);
  });

  it('still asks before cancelling when no other time is asked for', async () => {
    const chat = knownPatientChat(ONE);
    await chat.text('no voy a poder ir el jueves');
    expect(chat.patient.state.step).toBe('confirm_cancel');
  });
});

describe('found by probing on 2026-12-08', () => {
  it.each(['puedo llegar 15 min antes?', 'se puede ir con acompañante?', '¿puedo llevar a mi hijo?'])(
    '«%s» is for the clinic’s people, not «no te entendí»',
    async (text) => {
      const chat = knownPatientChat(ONE);
      await chat.text(text);
      expect(chat.said()).toContain('Eso te lo confirma una persona del equipo');
    },
  );

  it('answers how long a service takes, and a procedure asked about, without offering times', async () => {
    const chat = knownPatientChat();
    await chat.text('cuanto dura la limpieza?');
    expect(chat.said()).toMatch(/Limpieza dental cuesta .+ y dura 30 minutos/);
    const other = knownPatientChat();
    await other.text('el blanqueamiento duele?');
    expect(other.said()).toContain('Eso te lo confirma una persona del equipo');
    expect(other.said()).toContain('Blanqueamiento cuesta');
    expect(other.patient.state.step).toBe('idle');
  });

  it('keeps the patient’s own pain apart from a procedure asked about', () => {
    expect(asksAboutVisit('me duele una muela')).toBe(false);
    expect(asksAboutVisit('le duele a mi hijo')).toBe(false);
    expect(asksAboutVisit('el blanqueamiento duele')).toBe(true);
  });
});

describe('a held appointment put to another time, found by probing on 2026-12-08', () => {
  it('"la limpieza mejor la dejamos para diciembre" moves it to December, not a new booking', async () => {
    const chat = knownPatientChat(['2026-11-27 15:00 Limpieza dental / Dra. Ana Rodríguez']);
    await chat.text('la limpieza mejor la dejamos para diciembre');
    expect(chat.said()).toContain('Busquemos otro horario para tu cita del viernes 27 de noviembre, 15:00');
    expect(chat.said()).toContain('1 de diciembre');
  });

  it.each(['el viernes mejor a las 5', '¿puedo ir a las 4 en vez de a las 3 el viernes?'])(
    '«%s» is another time for the appointment held that day',
    async (text) => {
      const chat = knownPatientChat(['2026-11-27 15:00 Limpieza dental / Dra. Ana Rodríguez']);
      await chat.text(text);
      expect(chat.said()).toContain('tu cita del viernes 27 de noviembre, 15:00');
      expect(chat.patient.state.intent).toBe('reschedule');
    },
  );
});
