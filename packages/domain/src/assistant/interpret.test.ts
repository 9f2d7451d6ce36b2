import { describe, expect, it } from 'vitest';
import { instantToZoned } from '../time.ts';
import { GoldenWorld, newPatient, say } from './golden-runner.ts';
import { goldenTz } from './golden-world.ts';
import { interpreterMessages, readingFromAnswer } from './interpret.ts';
import { readByRules } from './read-by-rules.ts';
import type { AssistantState, Reading } from './types.ts';
import { initialAssistantState } from './types.ts';

const headline = 'quisiera que me vean los dientes la semana que viene por la tarde';

function setUp() {
  const world = new GoldenWorld();
  const patient = newPatient(world, 'Ana');
  return { world, patient, ctx: world.context(patient) };
}

const answer = (o: Record<string, unknown>) => JSON.stringify({ intent: 'book', ...o });

describe('the interpreter is asked only where the rules are unsure', () => {
  const { ctx } = setUp();
  const unsure = (text: string, state: AssistantState = initialAssistantState, buttonId?: string) =>
    readByRules(state, { type: 'message', text, buttonId }, ctx).unsure;

  it('asks for a text the rules miss, or one whose when they cannot read', () => {
    expect(unsure('asdf qwer')).toBe(true);
    expect(unsure(headline)).toBe(true);
    expect(unsure('una limpieza dentro de 15 días')).toBe(true);
  });
  it('asks when the rules would ask for the service of a text that said more', () => {
    expect(unsure('quisiera que me revisen la muela del juicio')).toBe(false); // "revisen" names Consulta
    expect(unsure('necesito que me vean los dientes')).toBe(true);
  });
  it('does not ask for taps, plain requests, a person, or what the rules read', () => {
    expect(unsure('Limpieza dental', initialAssistantState, 'a:svc:s1')).toBe(false);
    expect(unsure('quiero agendar una cita')).toBe(false);
    expect(unsure('Hola')).toBe(false);
    expect(unsure('quiero hablar con una persona')).toBe(false);
    expect(unsure('limpieza el viernes a las 3 menos cuarto')).toBe(false);
  });
});

describe('the prompt', () => {
  it('lists the catalogue by id, today and the times offered; the text goes alone as the user', () => {
    const { ctx } = setUp();
    const state: AssistantState = {
      ...initialAssistantState,
      step: 'slot',
      serviceId: 's1',
      offered: [{ start: Date.parse('2026-11-24T14:00:00Z'), resourceId: 'r1' }],
    };
    const [system, user] = interpreterMessages(state, ctx, headline);
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('s2: Consulta general');
    expect(system!.content).toContain('r1: Dra. Ana Rodríguez');
    expect(system!.content).toContain('Today is 2026-11-23 (lunes)');
    expect(system!.content).toContain('1. 2026-11-24 martes 08:00');
    expect(system!.content).not.toContain(headline);
    expect(user).toEqual({ role: 'user', content: headline });
  });
});

describe('the answer becomes a reading, or nothing', () => {
  const { ctx } = setUp();
  const idle = initialAssistantState;
  const slot: AssistantState = {
    ...idle,
    step: 'slot',
    serviceId: 's1',
    offered: [1, 2, 3].map((h) => ({ start: Date.parse(`2026-11-24T1${h}:00:00Z`), resourceId: 'r1' })),
    more: [{ start: Date.parse('2026-11-25T15:00:00Z'), resourceId: 'r2' }],
  };

  it('maps ids, dates, a period, a part of the day and a time to the engine terms', () => {
    expect(
      readingFromAnswer(
        answer({ service_id: 's2', from_date: '2026-11-30', part_of_day: 'afternoon', professional_id: 'r2' }),
        idle,
        ctx,
      ),
    ).toEqual({ intent: 'book', serviceId: 's2', pref: { from: '2026-11-30', part: 'afternoon', resourceId: 'r2' } });
    expect(readingFromAnswer(answer({ weekday: 'viernes', time: '15:30', extra: 1 }), idle, ctx)).toEqual({
      intent: 'book',
      pref: { weekday: 4, minutes: 930 },
    });
    // A period from today is no wish; an exact date wins over a weekday.
    expect(
      readingFromAnswer(answer({ from_date: '2026-11-23', date: '2026-11-27', weekday: 'lunes' }), idle, ctx),
    ).toEqual({
      intent: 'book',
      pref: { date: '2026-11-27' },
    });
  });
  it('maps an offered time (1-based, the longer list after the three), an appointment, a name', () => {
    expect(readingFromAnswer(answer({ option: 4 }), slot, ctx)).toEqual({ intent: 'book', option: 3 });
    expect(readingFromAnswer(answer({ intent: 'unknown', name: 'ana pérez' }), idle, ctx)).toEqual({
      name: 'Ana Pérez',
    });
    const world = new GoldenWorld();
    const known = newPatient(world, 'Laura', ['2026-11-26 10:00 Limpieza dental / Dra. Ana Rodríguez']);
    const kctx = world.context(known);
    expect(readingFromAnswer(answer({ intent: 'cancel', appointment: 1 }), idle, kctx)).toEqual({
      intent: 'cancel',
      appointmentId: kctx.patient.appointments[0]!.id,
    });
    expect(readingFromAnswer(answer({ intent: 'cancel', appointment: 2 }), idle, kctx)).toBeUndefined();
  });
  it('refuses anything off: not JSON, not the schema, unknown ids, past or impossible dates, unlisted options', () => {
    for (const bad of [
      'Claro, quieres una limpieza',
      '{"intent": "book"',
      JSON.stringify({ intent: 'reserve' }),
      JSON.stringify({ service_id: 's1' }),
      answer({ service_id: 's99' }),
      answer({ professional_id: 'r9' }),
      answer({ date: '2026-11-20' }),
      answer({ date: '2026-02-30' }),
      answer({ date: '2027-11-23' }),
      answer({ time: '25:00' }),
      answer({ weekday: 'friday' }),
      answer({ option: 5 }),
      answer({ option: 0 }),
      answer({ name: 'quiero cancelar' }),
      JSON.stringify({ intent: 'unknown' }),
    ]) {
      expect(readingFromAnswer(bad, bad.includes('option') ? slot : idle, ctx), bad).toBeUndefined();
    }
    expect(readingFromAnswer(answer({ option: 1 }), idle, ctx)).toBeUndefined();
  });
});

describe('the engine with a reading', () => {
  const message = (text: string, reading?: Reading) => ({ type: 'message' as const, text, reading });

  it('books the phrase the rules do not understand, at a time the search offered and the patient chose', async () => {
    const { world, patient } = setUp();
    const replies = await say(
      world,
      patient,
      message(headline, { intent: 'book', serviceId: 's2', pref: { from: '2026-11-30', part: 'afternoon' } }),
    );
    expect(replies[0]!.text).toContain('Tengo estos horarios para Consulta general');
    const titles = replies[0]!.buttons!.map((b) => b.title);
    expect(titles).toEqual(['lun 30 nov 12:00', 'mar 1 dic 12:00', 'mié 2 dic 12:00']);
    for (const s of patient.state.offered!) {
      const wall = instantToZoned(s.start, goldenTz);
      expect(wall.date >= '2026-11-30' && wall.minutes >= 720).toBe(true);
    }
    // Chosen in words: read back first, booked only after a yes.
    await say(world, patient, message('la del martes', { option: 1 }));
    expect(patient.state.step).toBe('confirm_slot');
    expect(world.describe(patient.customer)).toEqual([]);
    await say(world, patient, message('sí'));
    expect(patient.state.step).toBe('name');
    await say(world, patient, message('Ana Pérez'));
    expect(world.describe(patient.customer)).toEqual(['2026-12-01 12:00 Consulta general / Dra. Ana Rodríguez']);
  });

  it('without a reading the same phrase gets the rules’ answer (which service?)', async () => {
    const { world, patient } = setUp();
    const replies = await say(world, patient, message(headline));
    expect(replies[0]!.text).toContain('¿Qué servicio');
  });

  it('a time outside opening hours: the engine offers the valid times instead', async () => {
    const { world, patient } = setUp();
    const replies = await say(
      world,
      patient,
      message('una limpieza a las diez de la noche porfa', {
        intent: 'book',
        serviceId: 's1',
        pref: { minutes: 22 * 60 },
      }),
    );
    expect(replies[0]!.text).toContain('22:00 Clínica Sonrisa no atiende');
    expect(replies[0]!.buttons!.map((b) => b.title)).toEqual([
      'lun 23 nov 08:00',
      'mar 24 nov 08:00',
      'mié 25 nov 08:00',
    ]);
    expect(world.describe(patient.customer)).toEqual([]);
  });

  it('an option that was not offered does nothing: the rules’ answer stands', async () => {
    const { world, patient } = setUp();
    await say(world, patient, message('limpieza'));
    const before = patient.state.offered;
    const replies = await say(world, patient, message('zzz qqq', { option: 40 }));
    expect(replies[0]!.text).toContain('no te entendí');
    expect(patient.state.offered).toEqual(before);
    expect(world.describe(patient.customer)).toEqual([]);
  });

  it('is ignored where the rules understood, and for taps', async () => {
    const { world, patient } = setUp();
    const replies = await say(world, patient, message('Hola', { intent: 'cancel' }));
    expect(replies[0]!.text).toContain('¿Qué servicio quieres agendar?');
    const tap = await say(world, patient, {
      type: 'message',
      text: 'Limpieza dental',
      buttonId: 'a:svc:s1',
      reading: { intent: 'book', serviceId: 's2' },
    });
    expect(tap[0]!.text).toContain('Limpieza dental');
  });

  it('a reading of a cancellation still asks before cancelling', async () => {
    const world = new GoldenWorld();
    const patient = newPatient(world, 'Laura', ['2026-11-26 10:00 Limpieza dental / Dra. Ana Rodríguez']);
    const replies = await say(world, patient, message('ya no me va a ser posible ir', { intent: 'cancel' }));
    expect(patient.state.step).toBe('confirm_cancel');
    expect(replies[0]!.text).toContain('¿Seguro');
    expect(world.describe(patient.customer)).toHaveLength(1);
  });
});
