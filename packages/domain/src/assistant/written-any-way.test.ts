// The mechanisms that read a message however it is typed (issue 29, perturbed-corpus.test.ts):
// each found by a perturbation of the corpus, each tested here on words of its own.
import { describe, expect, it } from 'vitest';
import { normalizeMessage } from '../messaging/answers.ts';
import { foldText, isOptIn, isOptOut, nearOptOut } from '../messaging/intents.ts';
import { asksToStopMessages } from '../messaging/opt-out-words.ts';
import { defaultConfig } from '../scheduling/config.ts';
import { readResource, readSlotChoice } from './choices.ts';
import { goldenAt, goldenNow, goldenTz, goldenWeek } from './golden-world.ts';
import { readName } from './names.ts';

const ctx = {
  config: { ...defaultConfig, weeklyHours: goldenWeek, increment: 30 as const },
  now: goldenNow,
  tz: goldenTz,
};

describe('letters held (elongate)', () => {
  it('folds a letter typed three times or more to one', () => {
    expect(foldText('BAJAAAA')).toBe('baja');
    expect(foldText('Stooooop!!')).toBe('stop');
    // Two alike stay: "llamar", "carro", "leer".
    expect(foldText('llamar al carro para leer')).toBe('llamar al carro para leer');
  });

  it('reads SALIR, BAJA and VOLVER held long as the keywords', () => {
    expect(isOptOut('SALIIIIR')).toBe(true);
    expect(isOptIn('volveeer')).toBe(true);
  });
});

describe('a keyword said politely (greetingFiller, trailingPoliteness)', () => {
  it('reads SALIR, BAJA, STOP and VOLVER with a greeting before and thanks after', () => {
    expect(isOptOut('hola buenas, STOP')).toBe(true);
    expect(isOptOut('Disculpe, baja')).toBe(true);
    expect(isOptOut('SALIR, muchas gracias 🙏')).toBe(true);
    expect(isOptIn('hola, volver por favor')).toBe(true);
  });

  it('still reads only the keyword alone: other words around it are no opt-out', () => {
    expect(isOptOut('hola, no quiero salir tarde, gracias')).toBe(false);
    expect(isOptOut('stop por favor no')).toBe(false);
    expect(isOptOut('gracias')).toBe(false);
  });
});

describe('a name given with thanks (trailingPoliteness)', () => {
  it('reads the name without the thanks after it', () => {
    expect(readName('Lucía Campos Vega, muchas gracias')).toBe('Lucía Campos Vega');
    expect(readName('pedro arias gracias 🙏')).toBe('Pedro Arias');
  });

  it('still reads thanks alone as no name', () => {
    expect(readName('muchas gracias')).toBeUndefined();
  });
});

describe('a choice said with thanks (trailingPoliteness)', () => {
  const offered = ['2026-11-27 12:00', '2026-11-27 14:00', '2026-11-27 16:00'].map((at) => ({
    start: goldenAt(at),
    resourceId: 'r1',
  }));
  it('reads "opción 3, gracias" and "hola, la 2 porfa" as the choice', () => {
    expect(readSlotChoice('opción 3, gracias!', undefined, offered, [], ctx)).toBe(offered[2]);
    expect(readSlotChoice('hola, la 2 porfa', undefined, offered, [], ctx)).toBe(offered[1]);
  });
});

describe('words run together (gluedWords), split in normalizeMessage', () => {
  it('splits a joining word from a keyword, and two joining words', () => {
    expect(normalizeMessage('cita para eljueves')).toBe('cita para el jueves');
    expect(normalizeMessage('limpieza en latarde')).toBe('limpieza en la tarde');
    expect(normalizeMessage('ya nome escriban')).toBe('ya no me escriban');
    expect(normalizeMessage('despues delas 4')).toBe('despues de las 4');
    expect(normalizeMessage('quierocancelar')).toBe('quiero cancelar');
    expect(normalizeMessage('pasar lacita')).toBe('pasar la cita');
    expect(normalizeMessage('hayalgo antes')).toBe('hay algo antes');
  });

  it('never splits a word that begins with a prefix-like word, unless a keyword follows', () => {
    for (const w of ['conseguir', 'detener', 'separa', 'conviene', 'dejala', 'reservame'])
      expect(normalizeMessage(w)).toBe(w);
    expect(normalizeMessage('turno delimpieza')).toBe('turno de limpieza');
  });

  it('splits a day or a part of the day from any word run into it', () => {
    expect(normalizeMessage('cualquiertarde')).toBe('cualquier tarde');
    expect(normalizeMessage('el viernesporfa')).toBe('el viernes por favor');
  });

  it('leaves real words made of two known ones, a verb with its pronoun, and word endings', () => {
    for (const w of [
      'ahora',
      'ella',
      'sino',
      'deseo',
      'alla',
      'nomas',
      'ellos',
      'cambiarla',
      'avisenme',
      'esperados',
      'ubicaciones',
    ])
      expect(normalizeMessage(w)).toBe(w);
  });

  it('reads a request to stop messages typed without a space', () => {
    expect(asksToStopMessages('yano me manden mensajes')).toBe(true);
  });
});

describe('a name, a title or a verb with its pronoun run into the next word (gluedWords)', () => {
  it('splits a title from a name, a name from "para", a long keyword from the word before it', () => {
    expect(normalizeMessage('con la doctoracarla')).toBe('con la doctora carla');
    expect(normalizeMessage('con la doctora carlapara consulta')).toBe('con la doctora carla para consulta');
    expect(normalizeMessage('me podesadelantar el turno')).toBe('me podes adelantar el turno');
    expect(normalizeMessage('borremede la lista')).toBe('borreme de la lista');
    expect(normalizeMessage('la del viernesla puedo pasar')).toBe('la del viernes la puedo pasar');
  });

  it('leaves words that end in a keyword after a prefix, and real words', () => {
    for (const w of ['compartir', 'intercambiar', 'teleconsulta', 'accidental', 'doctorado', 'deben'])
      expect(normalizeMessage(w)).toBe(w);
  });
});

describe('one slip in a keyword (typo), corrected in normalizeMessage', () => {
  it('corrects a letter changed, left out, added or swapped in a keyword of five letters or more', () => {
    expect(normalizeMessage('la semaa que viene')).toBe('la semana que viene');
    expect(normalizeMessage('el jurves')).toBe('el jueves');
    expect(normalizeMessage('lista de espeea')).toBe('lista de espera');
    expect(normalizeMessage('no me escirban mas')).toBe('no me escriban mas');
    expect(normalizeMessage('cuano cuesta')).toBe('cuanto cuesta');
    expect(normalizeMessage('el turnp')).toBe('el turno');
  });

  it('reads a request to stop messages with a slip in its verb', () => {
    expect(asksToStopMessages('ya no me madnen mensajes')).toBe(true);
  });

  it('never changes a real word one slip from a keyword, nor a short word', () => {
    // The collisions: "marte"/"martes", "tarda"/"tarde", "vienes"/"viernes", "cuarto"/"cuanto" (y cuarto),
    // "perdona"/"persona", "junto"/"junio", "libre"/"libera", "menor"/"menos", "manzana"/"manana".
    for (const w of [
      'marte',
      'tarda',
      'vienes',
      'cuarto',
      'perdona',
      'junto',
      'libre',
      'menor',
      'manzana',
      'cito',
      'dias',
    ])
      expect(normalizeMessage(w)).toBe(w);
  });

  it('never turns another form of a word into the keyword', () => {
    // A verb's other person or tense ("luego les avisare" is no "avisame"), a noun's plural or gender.
    for (const w of ['avisare', 'agenda', 'pasad', 'servicio', 'proximas', 'consulte'])
      expect(normalizeMessage(w)).toBe(w);
  });
});

describe('a professional named with a slip (typo)', () => {
  const resources = [
    { id: 'r1', name: 'Dra. Ana Rodríguez', locationId: 'l1' },
    { id: 'r2', name: 'Dra. Carla Méndez', locationId: 'l1' },
  ];
  it('reads a surname of six letters or more with one slip', () => {
    expect(readResource('con la dra mwndez', resources)?.id).toBe('r2');
    expect(readResource('con el dr medez', resources)?.id).toBe('r2');
    expect(readResource('con la doctora rodrigues', resources)?.id).toBe('r1');
  });

  it('reads a shorter name only as written', () => {
    expect(readResource('una carta para la clinica', resources)).toBeUndefined();
    expect(readResource('con carla', resources)?.id).toBe('r2');
  });
});

describe('two letters swapped at the end of a keyword (typo)', () => {
  it('corrects them, though a slip in the last letters is otherwise read as another form', () => {
    expect(normalizeMessage('no quieor recibir mensajes')).toBe('no quiero recibir mensajes');
  });
});

describe('English keywords with a slip (typo)', () => {
  it('are corrected, then read as their Spanish', () => {
    expect(normalizeMessage('can i chnage my appointmnet')).toBe('can i cambiar my cita');
  });
});

describe('a slip in the stem of a verb the rules read, whatever its ending (typo)', () => {
  it('corrects the stem and keeps the person and tense', () => {
    expect(normalizeMessage('cancleen mi cita')).toBe('cancelen mi cita');
    expect(normalizeMessage('escirbanme')).toBe('escribanme');
    expect(asksToStopMessages('no me escirban mas')).toBe(true);
    expect(normalizeMessage('me pueden ateder antes')).toBe('me pueden atender antes');
  });

  it('leaves words that hold the stem already, or end in no verb ending', () => {
    for (const w of [
      'cambiado',
      'describe',
      'preserve',
      'literal',
      'posterior',
      'plazos',
      'escrito',
      'camlia',
      'agendada',
    ])
      expect(normalizeMessage(w)).toBe(w);
  });
});

describe('a pronoun or "no" run into a verb of the rules (gluedWords)', () => {
  it('is split off', () => {
    expect(normalizeMessage('ya no meavises')).toBe('ya no me avises');
    expect(normalizeMessage('nomanden mas')).toBe('no manden mas');
  });

  it('but not from words that only begin like one', () => {
    for (const w of ['mesa', 'sepa', 'seguir', 'lejos', 'semana']) expect(normalizeMessage(w)).toBe(w);
  });
});

describe('SALIR or STOP with a slip (typo)', () => {
  it('is no opt-out at once, but is asked back', () => {
    expect(isOptOut('SLAIR')).toBe(false);
    expect(nearOptOut('SLAIR')).toBe(true);
    expect(nearOptOut('Sair')).toBe(true);
    expect(nearOptOut('stpo')).toBe(true);
  });

  it('is not asked for the keyword itself, other words, or short ones', () => {
    expect(nearOptOut('SALIR')).toBe(false);
    expect(nearOptOut('solar')).toBe(false);
    expect(nearOptOut('sal')).toBe(false);
  });
});

describe('forms of one word near a slip read alike (typo)', () => {
  it('corrects a slip near two forms of one word, and an English keyword to its Spanish', () => {
    expect(normalizeMessage('me avisn')).toBe('me avisen');
    expect(normalizeMessage('la proxims semana')).toBe('la proxima semana');
    expect(normalizeMessage('please canvel it')).toBe('por favor cancelar it');
  });

  it('reads "buenaa tardes" as the greeting, not as an afternoon', () => {
    expect(normalizeMessage('buenaa tardes')).toBe('buenas tardes');
  });
});
