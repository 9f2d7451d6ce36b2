// Readings of intents and services added from the second held-out set's first run (docs/benchmarks.md).
import { describe, expect, it } from 'vitest';
import { normalizeMessage } from '../messaging/answers.ts';
import { readService } from './choices.ts';
import { knownPatientChat } from './golden-runner.ts';
import { readName } from './names.ts';
import { asksStaffOnly, correctTypos, defersRebooking, onlyLaughs, readIntents } from './understand.ts';

const services = [
  { id: 's1', name: 'Limpieza dental', description: 'Profilaxis y pulido', durationMin: 30, price: 25000 },
  { id: 's2', name: 'Consulta general', description: 'Valoración y diagnóstico', durationMin: 30, price: 20000 },
  { id: 's3', name: 'Blanqueamiento', description: 'Blanqueamiento en consultorio', durationMin: 60, price: 120000 },
];
const fold = (text: string) => correctTypos(normalizeMessage(text));

describe('readIntents', () => {
  it('reads a call asked from a person as a handoff, not a name', () => {
    expect(readIntents(fold('necesito que me llame una persona, es urgente')).has('human')).toBe(true);
    expect(readIntents(fold('me llamo Ana Pérez')).has('human')).toBe(false);
  });
});

describe('correctTypos', () => {
  it('forgives letters swapped by ear (b/v, c/s/z, k)', () => {
    expect(fold('ola kiero una sita pa limpiesa el bierne')).toContain('viernes');
    expect(fold('kanselar mi cita')).toContain('cancelar');
  });
});

describe('readService', () => {
  it('reads the English names of common services', () => {
    expect(readService(fold('cleaning'), undefined, services, false)?.id).toBe('s1');
    expect(readService(fold('whitening'), undefined, services, false)?.id).toBe('s3');
    expect(readService(fold('checkup'), undefined, services, false)?.id).toBe('s2');
  });
});

describe('readIntents, a message for someone else and regional greetings', () => {
  it('reads a message sent to the wrong chat', () => {
    for (const t of ['oops, wrong chat, sorry!', 'perdón, me equivoqué de número', 'jaja era para otra persona'])
      expect(readIntents(fold(t)).has('mistaken'), t).toBe(true);
    expect(readIntents(fold('perdón, me equivoqué de día, era el viernes')).has('mistaken')).toBe(false);
  });

  it('reads "upe", "wena", "quiubo" as greetings', () => {
    for (const t of ['upe', 'wena', 'quiubo']) expect(readIntents(fold(t)).has('greet'), t).toBe(true);
  });

  it('reads "ablar con persona" (no h) as a handoff', () => {
    expect(readIntents(fold('ablar con persona')).has('human')).toBe(true);
  });
});

// Added from the third held-out set's first run (docs/benchmarks.md).
describe('readings of the third held-out set', () => {
  const fold = (t: string) => correctTypos(normalizeMessage(t));

  it('reads a new appointment put off for later as no change of time', () => {
    expect(defersRebooking(fold('no puedo ir, me la cancela por fa, luego les escribo para sacar otra'))).toBe(true);
    expect(defersRebooking(fold('cancélela, después agendo otra'))).toBe(true);
    expect(defersRebooking(fold('quiero cancelar mi cita y sacar otra para el viernes'))).toBe(false);
  });

  it('reads insurance and payment questions, not "seguro" as "sure"', () => {
    expect(asksStaffOnly(fold('¿aceptan seguro?'))).toBe(true);
    expect(asksStaffOnly(fold('trabajan con EPS?'))).toBe(true);
    expect(asksStaffOnly(fold('reciben tarjeta?'))).toBe(true);
    expect(asksStaffOnly(fold('Confirmo, voy seguro'))).toBe(false);
    expect(asksStaffOnly(fold('seguro, ahí estaré'))).toBe(false);
  });

  it('reads "me comunica con una persona" as a person asked for', () => {
    expect(readIntents(fold('me comunica con una persona por favor')).has('human')).toBe(true);
  });

  it('reads short words that sound like a known one ("sita", "ora"), and no others', () => {
    expect(fold('sita')).toBe('cita');
    expect(fold('una ora')).toBe('una hora');
    expect(fold('ola')).toBe('ola');
    expect(fold('ok')).toBe('ok');
  });
});

describe('laughter alone', () => {
  it('reads "jajaja", "jsjsjs", "xD", "haha" as laughter, and nothing with a word in it', () => {
    for (const t of ['jajaja', 'jaja jaja', 'jejeje', 'jsjsjs', 'xd', 'xddd', 'hahaha', 'lol'])
      expect(onlyLaughs(t)).toBe(true);
    for (const t of ['ja', 'jaja cita', 'hola', 'jueves', '']) expect(onlyLaughs(t)).toBe(false);
  });

  it('answers laughter with what the receptionist can do, not with "no te entendí"', async () => {
    const chat = knownPatientChat();
    const [reply] = await chat.text('jajaja');
    expect(reply!.text).toContain('¿Qué servicio quieres agendar?');
  });
});

describe('readName, found by probing on 2026-12-08', () => {
  it('takes the name of the person the appointment is for, and not the document after it', () => {
    expect(readName('a nombre de mi hija Sofía Mora')).toBe('Sofía Mora');
    expect(readName('es para mi mamá Rosa Jiménez')).toBe('Rosa Jiménez');
    expect(readName('Carlos Pérez, cédula 1-1234-5678')).toBe('Carlos Pérez');
    expect(readName('mi nombre es María José Vargas Rojas')).toBe('María José Vargas Rojas');
  });

  it('takes no question for a name, and answers why the name is asked', async () => {
    expect(readName('para qué necesitan mi nombre?')).toBeUndefined();
    expect(readName('por que me piden el nombre')).toBeUndefined();
    const chat = knownPatientChat();
    chat.patient.name = '50688887777';
    chat.patient.known = false;
    await chat.text('quiero una limpieza');
    await chat.text('la primera');
    await chat.text('sí');
    const [reply] = await chat.text('¿para qué necesitan mi nombre?');
    expect(reply!.text).toContain('Lo usamos solo para registrar tu cita');
    expect(chat.patient.state.step).toBe('name');
  });
});
