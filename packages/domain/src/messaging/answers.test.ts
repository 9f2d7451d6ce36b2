import { describe, expect, it } from 'vitest';
import { normalizeMessage, readYesNo } from './answers.ts';
import { asksToStopMessages } from './opt-out-words.ts';

describe('normalizeMessage', () => {
  it('folds accents, repeated letters, abbreviations and yes/no emojis', () => {
    expect(normalizeMessage('Siiiii 👍')).toBe('si si');
    expect(normalizeMessage('q tal, porfa x favor mñn')).toBe('que tal por favor por favor manana');
    expect(normalizeMessage('HOLAAA, ¿a las 3:30?')).toBe('hola a las 3:30');
  });
});

describe('readYesNo', () => {
  it('reads a yes anywhere, with emojis and regional forms', () => {
    for (const yes of [
      'ok confirmo',
      '👍',
      'sipo, ahí estaré',
      'ya, confirmado 👌',
      'Si claro ahí nos vemos',
      'Sí, allí estaré. ¡Gracias!',
      'ya, sí',
      'dale',
      'órale',
      'va',
      'de una',
      'vale',
      'simón',
      'okis',
      '✅',
      'hágale pues',
      'claro que sí',
      'perfecto gracias',
      'como no',
      'yes please',
    ]) {
      expect(readYesNo(yes), yes).toBe('yes');
    }
  });

  it('reads a no anywhere, and the last answer when both are said', () => {
    for (const no of [
      'no',
      'nop',
      'mmm no mejor no, la mantengo',
      'no puedo',
      'no, mejor no',
      'nel',
      'no voy a ir',
      'sí… bueno no, mejor no',
    ]) {
      expect(readYesNo(no), no).toBe('no');
    }
    expect(readYesNo('no... bueno sí, dale')).toBe('yes');
  });

  it('reads nothing in undecided words or questions', () => {
    for (const other of ['no sé', 'mmm', 'a qué hora era?', 'hola', 'no hay problema ya no']) {
      expect(readYesNo(other), other).toBeUndefined();
    }
  });

  it('takes words that answer one question only', () => {
    expect(readYesNo('la mantengo', { no: ['la mantengo', 'mantener'] })).toBe('no');
    expect(readYesNo('cancélala', { yes: ['cancelala'] })).toBe('yes');
    expect(readYesNo('sí, no puedo ir', { yes: ['no puedo ir'] })).toBe('yes');
  });
});

describe('asksToStopMessages', () => {
  it('reads a request to stop messages in the patient’s own words', () => {
    for (const stop of [
      'ya no me escriban por favor',
      'no me manden más mensajes',
      'quítenme de la lista',
      'Quiero darme de baja',
      'dejen de escribirme',
      'no quiero recibir más mensajes',
      'no quiero mas recordatorios',
      'por favor borrenme de sus contactos',
      'no + msjs xfa',
      "Please don't send me any more messages",
    ]) {
      expect(asksToStopMessages(stop), stop).toBe(true);
    }
  });

  it('is not fooled by cancelling an appointment or other "no"', () => {
    for (const other of ['dar de baja mi turno', 'no puedo ir mañana', 'no me sirve ese horario', 'cancelar mi cita']) {
      expect(asksToStopMessages(other), other).toBe(false);
    }
  });

  it('is not a thing refused, a time, a wish about the appointment, or "no soy paciente nueva"', () => {
    for (const other of [
      'no quiero que me manden la ubicación, ya sé llegar',
      'no necesito que me manden la factura',
      'dejen de mandarme la ubicación equivocada jaja',
      'no me manden más tarde que las 5',
      'ya no quiero que sea en la mañana',
      'ya no quiero que me atienda la doctora Méndez',
      'ya no soy paciente nueva, ya fui antes',
    ]) {
      expect(asksToStopMessages(other), other).toBe(false);
    }
    for (const stop of ['ya no quiero que me escriban', 'dejen de mandarme mensajes', 'no necesito que me escriban']) {
      expect(asksToStopMessages(stop), stop).toBe(true);
    }
  });
});

// Added from the third held-out set's first run (docs/benchmarks.md).
describe('asksToStopMessages, gentle words', () => {
  it('reads "no hace falta que me escriban", "borrad mi número" and b/v spelled by ear', () => {
    for (const stop of [
      'ya no hace falta que me manden mensajes, gracias igual',
      'no es necesario que me escriban',
      'pueden borrar mi número porfa',
      'Por favor, borrad mi número de vuestra lista, gracias',
      'ya no me escrivan plis',
      'no me enbien mas',
    ]) {
      expect(asksToStopMessages(stop), stop).toBe(true);
    }
  });

  it('leaves the waitlist and appointments to their own rules', () => {
    expect(asksToStopMessages('pueden sacarme de la lista de espera')).toBe(false);
    expect(asksToStopMessages('quiero borrar mi cita')).toBe(false);
  });
});

describe('readYesNo, English', () => {
  it('reads "confirmed" and "confirm" as a yes', () => {
    expect(readYesNo('Confirmed, see you Thursday')).toBe('yes');
    expect(readYesNo('I confirm')).toBe('yes');
  });
});

describe('asksToStopMessages, found by probing past the third held-out set', () => {
  it('reads "que me vuelvan a escribir", "dejar de recibir", "no me interesa recibir"', () => {
    for (const stop of [
      'no quiero que me vuelvan a escribir',
      'no deseo que me sigan mandando mensajes',
      'quiero dejar de recibir mensajes',
      'ya no me interesa recibir mensajes',
    ]) {
      expect(asksToStopMessages(stop), stop).toBe(true);
    }
    expect(asksToStopMessages('no me interesa el blanqueamiento')).toBe(false);
  });
});

describe('readYesNo, found by probing on 2026-12-08', () => {
  it('reads an unsure "if" as no answer, and "voy a estar", "ahí toy" as yes', () => {
    for (const unsure of ['no sé si pueda', 'a ver si llego', 'voy a ver si puedo ir']) {
      expect(readYesNo(unsure), unsure).toBeUndefined();
    }
    for (const yes of ['ahí voy a estar', 'ahi toy', 'sí, no sé si llegue temprano pero sí voy']) {
      expect(readYesNo(yes), yes).toBe('yes');
    }
  });
});
