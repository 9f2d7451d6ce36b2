// What a patient says of their own appointment or of themselves (patient-questions.ts), and the
// deferred rebooking and "dejar para otro día" readings beside them, found by probing past the sets.
import { describe, expect, it } from 'vitest';
import { knownPatientChat } from './golden-runner.ts';

const ONE = ['2026-11-26 10:00 Limpieza dental / Dra. Ana Rodríguez'];

describe('questions about the patient’s own appointment', () => {
  it.each(['a que hora era mi cita?', '¿con quién es mi cita?', 'cuándo es mi turno?', 'recuérdame mi cita porfa'])(
    '«%s» is answered from the appointments held',
    async (text) => {
      const chat = knownPatientChat(ONE);
      await chat.text(text);
      expect(chat.said()).toBe(
        'Tu cita es el jueves 26 de noviembre, 10:00 con Dra. Ana Rodríguez en San José. ¡Te esperamos!',
      );
    },
  );

  it('says there is none when the patient holds none', async () => {
    const chat = knownPatientChat();
    await chat.text('a que hora es mi cita?');
    expect(chat.said()).toContain('No encuentro citas próximas');
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
