// Readings added from the thirteenth held-out set's first run (docs/benchmarks.md): conversations sent
// as several WhatsApp messages in a row (a "gracias!" sent before the question was read, a change asked
// while the service was asked), and messages that carry two things at once (a new day and a price).
import { describe, expect, it } from 'vitest';
import { normalizeMessage } from '../messaging/answers.ts';
import { asksToStopMessages } from '../messaging/opt-out-words.ts';
import { readWeekdays } from './dates.ts';
import { knownPatientChat } from './golden-runner.ts';

const TWO = [
  '2026-11-25 09:00 Consulta general / Dra. Carla Méndez',
  '2026-11-27 15:00 Limpieza dental / Dra. Ana Rodríguez',
];
const ONE = ['2026-11-26 10:00 Limpieza dental / Dra. Ana Rodríguez'];

describe('asksToStopMessages, the thirteenth held-out set', () => {
  it('reads "dejar de recibir" with whose messages they are', () => {
    expect(asksToStopMessages('quiero dejar de recibir vuestros avisos por whatsapp, gracias')).toBe(true);
    expect(asksToStopMessages('me gustaría dejar de recibir sus recordatorios')).toBe(true);
  });

  it('reads an English "rather not get" messages', () => {
    expect(asksToStopMessages("I'd rather not get any more messages from you, thanks")).toBe(true);
    expect(asksToStopMessages('I would prefer not to receive reminders')).toBe(true);
    expect(asksToStopMessages("I'd rather not get a morning slot")).toBe(false);
  });
});

describe('normalizeMessage, the thirteenth held-out set', () => {
  it('reads "get my appointment earlier" as moving it earlier', () => {
    expect(normalizeMessage('is there any chance to get my appointment earlier?')).toContain('adelantar mi cita');
    expect(normalizeMessage('can I have it sooner')).toContain('adelantar mi cita');
  });
});

describe('readWeekdays, the thirteenth held-out set', () => {
  it('reads "entre semana" and "fin de semana" said not to suit as excluded days', () => {
    expect(readWeekdays('los sabados me avisan ahorita no puedo entre semana')).toEqual({
      weekdays: [5],
      notWeekdays: [0, 1, 2, 3, 4],
    });
    expect(readWeekdays('el fin de semana no me sirve').notWeekdays).toEqual([5, 6]);
    // Said as wished, they are wished, also after a "no" that ends another wish.
    expect(readWeekdays('entre semana en la tarde').weekdays).toEqual([0, 1, 2, 3, 4]);
    expect(readWeekdays('el finde no entre semana x la manana').notWeekdays).not.toContain(0);
  });
});

describe('a change asked while the service is asked, the thirteenth held-out set', () => {
  it('asks which appointment to move instead of booking the service the message names', async () => {
    const chat = knownPatientChat(TWO);
    await chat.text('la cita del miércoles a las 9 no la puedo');
    expect(chat.patient.state.step).toBe('service');
    await chat.text('me la corre para el viernes en la mañana? y cuánto cuesta la consulta?');
    // Which one is asked (the Wednesday was said a message before), the new day kept; nothing booked.
    expect(chat.patient.state).toMatchObject({ intent: 'reschedule', step: 'which', pref: { date: '2026-11-27' } });
    expect(chat.world.live(chat.patient.customer)).toHaveLength(2);
  });

  it('cancels the appointment named instead of booking its service', async () => {
    const chat = knownPatientChat(TWO);
    await chat.text('buenas, tengo dos citas con ustedes');
    await chat.text('la limpieza del viernes ocupo cancelarla, la del miercoles si la mantengo');
    expect(chat.patient.state.step).toBe('confirm_cancel');
    expect(chat.patient.state.appointmentStart).toBe(Date.parse('2026-11-27T15:00:00-06:00'));
  });
});

describe('"gracias!" sent right after asking to cancel, the thirteenth held-out set', () => {
  it('keeps the question "¿Seguro?" and asks it again', async () => {
    const chat = knownPatientChat(ONE);
    await chat.text('cancelame el turno del jueves, me salió un viaje');
    expect(chat.patient.state.step).toBe('confirm_cancel');
    await chat.text('gracias!');
    expect(chat.patient.state.step).toBe('confirm_cancel');
    expect(chat.titles()).toContain('Sí, cancelar');
  });
});

describe('cancelling and taking another, the thirteenth held-out set', () => {
  it('reads "anular la cita y coger otra" as a change of time', async () => {
    const chat = knownPatientChat(ONE);
    await chat.text('quiero anular la cita del jueves y coger otra para el sábado por la mañana');
    expect(chat.patient.state.intent).toBe('reschedule');
    expect(chat.patient.state.step).toBe('slot');
  });
});

describe('a price asked while moving, the thirteenth held-out set', () => {
  it('answers the price and moves the same appointment to the day said', async () => {
    const chat = knownPatientChat(ONE);
    await chat.text('quiero mover mi cita del jueves');
    expect(chat.patient.state.step).toBe('slot');
    const moving = chat.patient.state.serviceId;
    await chat.text('para el miércoles 2 en la tarde, y también quería saber cuánto cuesta el blanqueamiento');
    expect(chat.said()).toContain('Blanqueamiento cuesta');
    expect(chat.patient.state.intent).toBe('reschedule');
    expect(chat.patient.state.serviceId).toBe(moving);
    expect(chat.titles()[0]).toBe('mié 2 dic 12:00');
  });
});

describe('a request to book with times offered, the thirteenth held-out set', () => {
  it('keeps the times and asks which one, not the service again', async () => {
    const chat = knownPatientChat();
    await chat.text('tienen hora para blanqueamiento el jueves en la mañana?');
    expect(chat.patient.state.step).toBe('slot');
    await chat.text('me lo agendai altiro porfa');
    expect(chat.patient.state.step).toBe('slot');
    expect(chat.said()).toContain('Dime cuál de estos horarios te agendo');
    expect(chat.titles()[0]).toBe('jue 26 nov 08:00');
  });
});

describe('chat spellings and a laugh, the thirteenth held-out set', () => {
  it('reads "algn" as "alguien"', () => {
    expect(normalizeMessage('kiero ablar con algn d ahi')).toBe('quiero hablar con alguien de ahi');
  });

  it('answers a laugh alone with what the receptionist can do, not "no te entendí"', async () => {
    const chat = knownPatientChat();
    await chat.text('jajaja');
    expect(chat.said()).not.toContain('no te entendí');
    await chat.text('jsjsjs xd');
    expect(chat.said()).not.toContain('no te entendí');
  });
});

describe('the appointments the patient says they hold', () => {
  it('"tengo dos citas con vosotros" lists them with Cambiar and Cancelar, not the service question', async () => {
    const chat = knownPatientChat(TWO);
    const [reply] = await chat.text('tengo dos citas con vosotros');
    expect(reply!.text).toMatch(/^Tus citas:/);
    expect(reply!.buttons?.map((b) => b.title)).toEqual(['Cambiar mi cita', 'Cancelar mi cita']);
  });

  it('not when the message goes on with a wish, nor for "tengo una consulta"', async () => {
    const chat = knownPatientChat(TWO);
    const [reply] = await chat.text('tengo una consulta');
    expect(reply!.text).not.toMatch(/^Tus citas:/);
  });
});

describe('booking asked with a clitic among the offered times', () => {
  it('"ya, agéndamelo" and "resérvamela" ask which of the times, not "no te entendí"', async () => {
    for (const words of ['ya, agéndamelo', 'resérvamela porfa']) {
      const chat = knownPatientChat();
      await chat.text('quiero una limpieza el jueves');
      const [reply] = await chat.text(words);
      expect(reply!.text, words).toContain('Dime cuál de estos horarios te agendo');
    }
  });
});
