// English put into the Spanish the receptionist reads (english.ts), and the turns it makes possible.
import { describe, expect, it } from 'vitest';
import { knownPatientChat } from '../assistant/golden-runner.ts';
import { normalizeMessage } from './answers.ts';

describe('English phrases', () => {
  it.each([
    ['any day but Monday', 'cualquier dia menos el lunes'],
    ["I'm not available on mondays", 'no puedo los lunes'],
    ['can t do fridays', 'no puedo los viernes'],
    ['the day after tomorrow around 10', 'pasado manana a eso de las 10'],
    ['after lunch', 'despues del almuerzo'],
    ['a consultation', 'a consulta'],
    ['where are you located?', 'donde estan ubicados'],
    ['do you take insurance', 'aceptan insurance'],
    ['let me know if something opens up', 'avisame si se libera algo'],
  ])('«%s» reads as «%s»', (english, spanish) => {
    expect(normalizeMessage(english)).toBe(spanish);
  });

  it.each(['cualquier día menos el lunes', 'no puedo los lunes', 'a eso de las 10', 'después del almuerzo'])(
    'leaves Spanish as it was: «%s»',
    (spanish) => {
      expect(normalizeMessage(spanish)).toBe(normalizeMessage(spanish.normalize('NFD').replace(/\p{M}/gu, '')));
      expect(normalizeMessage(spanish)).not.toMatch(/menos el menos|no puedo no puedo/);
    },
  );
});

describe('English patients', () => {
  it('never offers the day excluded ("any day but Monday, in the morning")', async () => {
    const chat = knownPatientChat();
    await chat.text('I need a dental cleaning, any day but Monday, preferably in the morning');
    expect(chat.titles().length).toBeGreaterThan(0);
    for (const title of chat.titles()) expect(title).not.toMatch(/^lun /);
  });

  it('reads "consultation" as the consultation service, with the professional named', async () => {
    const chat = knownPatientChat();
    await chat.text('I want to book with Dr. Carla for a consultation next Wednesday at 4 pm');
    expect(chat.said()).toContain('Consulta general el miércoles 25 de noviembre a las 16:00 con Dra. Carla Méndez');
  });

  it('answers where the clinic is, and that insurance is for the staff', async () => {
    const chat = knownPatientChat();
    await chat.text('where are you located?');
    expect(chat.said()).toContain('Estamos en San José');
    await chat.text('do you take insurance?');
    expect(chat.said()).toContain('una persona del equipo');
  });
});
