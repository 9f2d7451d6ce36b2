// Readings added from the tenth held-out set's first run (docs/benchmarks.md): stopping messages said
// by meaning (a list, the sends, "desuscribir", leaving the clinic, "cómo hago para que no me lleguen")
// and never read as a reminder's yes; "una consulta, ¿tienen…?" as a question asked, not the service;
// an appointment named by its service, the one said to stay ("sí va") left out; a "no" at the
// cancel question followed by a move; an ordinal said with another week ("uno para la semana que
// viene") read as the new wish. And the corpus patient, who takes no time of a service not theirs.
import { describe, expect, it } from 'vitest';
import { corpus, D, PM } from '../../corpus/kit.ts';
import { normalizeMessage } from '../messaging/answers.ts';
import { asksToStopMessages } from '../messaging/opt-out-words.ts';
import { instantToZoned } from '../time.ts';
import { readServicesSaid } from './choices.ts';
import { runCorpusConversation } from './corpus-memory-clinic.ts';
import { GoldenWorld, knownPatientChat } from './golden-runner.ts';
import { goldenTz } from './golden-world.ts';
import { confirmsReminder, correctTypos } from './understand.ts';

const fold = (text: string) => correctTypos(normalizeMessage(text));

describe('asksToStopMessages, the tenth held-out set', () => {
  it('reads not wanting messages or notices any more, in any person, with "ocupo" and "me interesa"', () => {
    expect(asksToStopMessages('mae ya no ocupo que me esten avisando nada, muchas gracias')).toBe(true);
    expect(asksToStopMessages('le agradezco mucho pero ya no me interesa que me sigan escribiendo')).toBe(true);
    expect(asksToStopMessages('ya no queremos más mensajes, gracias')).toBe(true);
    expect(asksToStopMessages('ya no necesitamos más recordatorios')).toBe(true);
  });

  it('reads asking to be taken off the sends or the broadcast list, "retirar" among the verbs', () => {
    expect(asksToStopMessages('buenas, le pido el favor de retirar mi número de sus envíos')).toBe(true);
    expect(asksToStopMessages('por favor retírenme de la difusión')).toBe(true);
    expect(asksToStopMessages('saquen mi número de sus envíos')).toBe(true);
  });

  it('reads "desuscribir" in every person and spelling, and a subscription cancelled', () => {
    expect(asksToStopMessages('desuscribime de esto por favor')).toBe(true);
    expect(asksToStopMessages('desuscríbanme porfa')).toBe(true);
    expect(asksToStopMessages('quiero desinscribirme')).toBe(true);
    expect(asksToStopMessages('quiero cancelar mi suscripción')).toBe(true);
  });

  it('reads leaving the clinic as leaving its messages ("ya no soy paciente de ustedes")', () => {
    expect(asksToStopMessages('ya no soy paciente de ustedes, me cambié de dentista')).toBe(true);
    expect(asksToStopMessages("I'm no longer a patient there")).toBe(true);
    expect(asksToStopMessages("I'm not your patient anymore")).toBe(true);
    expect(asksToStopMessages('soy paciente nueva, quiero una cita')).toBe(false);
    expect(asksToStopMessages("I'm not a patient yet, can I book a cleaning?")).toBe(false);
  });

  it('reads "cómo hago para que no me lleguen más estos mensajes", not a message that did not arrive', () => {
    expect(asksToStopMessages('cómo hago pa que no me lleguen más estos mensajes?')).toBe(true);
    expect(asksToStopMessages('no me llegan los recordatorios, ¿me los pueden mandar?')).toBe(false);
  });

  it('reads "I don\'t want to get these reminders anymore" and "no longer need messages"', () => {
    expect(asksToStopMessages("I don't want to get these reminders anymore, thanks")).toBe(true);
    expect(asksToStopMessages('I no longer need these messages')).toBe(true);
  });

  it('never reads a cancellation, or not needing this appointment, as stopping messages', () => {
    expect(asksToStopMessages('ya no necesito la cita, gracias')).toBe(false);
    expect(asksToStopMessages('ya no ocupo la cita del jueves')).toBe(false);
    expect(asksToStopMessages('ya no me interesa la limpieza, cancélenla')).toBe(false);
  });
});

describe('confirmsReminder, the tenth held-out set', () => {
  it('never reads a request to stop messages as confirming the appointment ("porfa" is no yes to it)', () => {
    expect(confirmsReminder('sáquenme de la lista de difusión porfa')).toBe(false);
    expect(confirmsReminder('no más mensajes por favor 🙏')).toBe(false);
    expect(confirmsReminder('diay por favor saquenme de la lista de los mensajes')).toBe(false);
    expect(confirmsReminder('sí, ahí estaré, gracias')).toBe(true);
  });
});

describe('readServicesSaid, the tenth held-out set', () => {
  const { services } = new GoldenWorld();
  const names = (text: string) => {
    const r = readServicesSaid(fold(text), undefined, services, false);
    return [r.service?.name, r.also?.name];
  };

  it('reads "una consulta, ¿tienen…?" as a question asked when another service is named', () => {
    expect(names('buenas, una consulta, tienen campo para una limpieza el jueves en la tarde?')).toEqual([
      'Limpieza dental',
      undefined,
    ]);
    expect(names('hola, tengo una consulta: cuánto cuesta el blanqueamiento?')).toEqual(['Blanqueamiento', undefined]);
  });

  it('keeps "una consulta" as the service when it is the one asked for', () => {
    expect(names('quiero una consulta general y una limpieza')).toEqual(['Consulta general', 'Limpieza dental']);
    expect(names('una consulta, tienen campo el jueves?')).toEqual(['Consulta general', undefined]);
  });
});

describe('the appointment named, the tenth held-out set', () => {
  const WHITE_THEN_CLEAN = [
    '2026-11-24 14:00 Blanqueamiento / Dra. Ana Rodríguez',
    '2026-11-28 09:00 Limpieza dental / Dra. Carla Méndez',
  ];

  it('names an appointment by its service ("cancelar el blanqueamiento")', async () => {
    const chat = knownPatientChat(WHITE_THEN_CLEAN);
    await chat.text('quisiera cancelar el blanqueamiento por favor');
    expect(chat.said()).toContain('¿Seguro que quieres cancelar tu cita del martes 24 de noviembre, 14:00?');
  });

  it('leaves out the appointment said to stay ("la del sábado sí va")', async () => {
    const chat = knownPatientChat(WHITE_THEN_CLEAN);
    await chat.text('quiero cancelar la del martes, la del sábado sí va');
    expect(chat.said()).toContain('¿Seguro que quieres cancelar tu cita del martes 24 de noviembre, 14:00?');
  });

  it('names neither when a clause’s day and service point at two different appointments', async () => {
    const chat = knownPatientChat(WHITE_THEN_CLEAN);
    await chat.text('quiero cancelar la limpieza del martes');
    expect(chat.patient.state.step).toBe('which');
  });
});

describe('the cancel question answered with another wish, the tenth held-out set', () => {
  it('reads "no, espere, mejor me la cambia para el viernes en la tarde" as the move, the appointment kept', async () => {
    const chat = knownPatientChat(['2026-11-26 10:00 Limpieza dental / Dra. Ana Rodríguez']);
    await chat.text('quiero cancelar la cita del jueves');
    expect(chat.patient.state.step).toBe('confirm_cancel');
    await chat.text('no, espere, mejor me la cambia para el viernes en la tarde');
    expect(chat.said()).toContain('viernes 27 de noviembre');
    expect(chat.patient.state.step).toBe('slot');
    expect(chat.patient.state.intent).toBe('reschedule');
    expect(chat.world.live(chat.patient.customer)).toHaveLength(1);
  });

  it('still keeps the appointment on a plain no', async () => {
    const chat = knownPatientChat(['2026-11-26 10:00 Limpieza dental / Dra. Ana Rodríguez']);
    await chat.text('quiero cancelar la cita del jueves');
    await chat.text('no, mejor no');
    expect(chat.said()).toContain('mantenemos tu cita');
  });
});

describe('an ordinal said with another week, the tenth held-out set', () => {
  it('reads "quería uno para la semana que viene" among this week’s times as the new week, not the first time', async () => {
    const chat = knownPatientChat();
    await chat.text('¿Hacéis blanqueamientos?');
    expect(chat.patient.state.step).toBe('slot');
    await chat.text('Quería uno para la semana que viene');
    expect(chat.patient.state.step).toBe('slot');
    expect(chat.said()).toContain('lunes 30 de noviembre');
    expect(chat.said()).not.toContain('lunes 23 de noviembre');
  });

  it('picks "la primera de la tarde" among the afternoon times offered', async () => {
    const chat = knownPatientChat();
    await chat.text('una limpieza el jueves');
    const offered = chat.patient.state.offered ?? [];
    const afternoon = offered.filter((s) => instantToZoned(s.start, goldenTz).minutes >= 720);
    expect(afternoon.length).toBeGreaterThan(0);
    expect(afternoon.length).toBeLessThan(offered.length);
    await chat.text('la primera de la tarde');
    expect(chat.patient.state.chosen?.start).toBe(afternoon[0]!.start);
  });
});

describe('the corpus patient', () => {
  it('takes no time, nor says yes to one, of a service other than the one they came for', async () => {
    const c = corpus('cr').book('Limpieza dental', 'quiero una consulta general el jueves en la tarde', {
      days: [D.thu],
      after: PM,
    });
    const outcome = await runCorpusConversation(c);
    expect(outcome.wrong).toBe(0);
    expect(outcome.transcript.join('\n')).not.toContain('quedó agendada');
  });
});
