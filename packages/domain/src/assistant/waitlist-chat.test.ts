// The waitlist, "Adelantar mi cita" and the series question in the chat (docs/product.md#waitlist,
// docs/product.md#series), against the in-memory clinic: nothing is added or booked before a tap
// on the exact option or a yes to a read-back, and the entry holds what the patient said.
import { describe, expect, it } from 'vitest';
import { normalizeMessage } from '../messaging/answers.ts';
import { type GoldenWorld, knownPatientChat, type WorldPatient } from './golden-runner.ts';
import { goldenAt } from './golden-world.ts';
import { readWeeks } from './series-moves.ts';
import { asksForEarlier, asksForWaitlist } from './understand.ts';

const clinic = knownPatientChat;

const mine = (world: GoldenWorld, p: WorldPatient) => world.describe(p.customer);

describe('joining the waitlist by chat', () => {
  it('offers "Avísame si se libera" beside more times, reads the entry back, and adds it only on a yes', async () => {
    const { world, text, tap, titles, said } = clinic();
    await text('quiero una limpieza el jueves en la tarde con la doctora Carla');
    await text('más horarios');
    expect(titles()).toContain('Avísame si se libera');
    await tap('Avísame si se libera');
    expect(said()).toContain(
      'Te aviso si se libera un horario de Limpieza dental con Dra. Carla Méndez, jueves en la tarde, hasta el 21 de diciembre.',
    );
    expect(titles()).toEqual(['Sí, avisarme', 'No']);
    await tap('No');
    expect(world.waitlist).toEqual([]);
    await text('limpieza el jueves en la tarde con la doctora Carla');
    await text('si se desocupa algo me avisas');
    await text('sí');
    expect(world.waitlist).toHaveLength(1);
    expect(world.waitlist[0]).toMatchObject({ serviceId: 's1', resourceId: 'r2', days: [4], fromMin: 720 });
    expect(world.waitlist[0]!.until).toBe('2026-12-21');
    expect(said()).toContain('Quedaste en la lista de espera hasta el 21 de diciembre');
  });

  it('keeps several days and exclusions said before: "martes o jueves", "menos el viernes"', async () => {
    const a = clinic();
    await a.text('limpieza el martes o el jueves en la mañana');
    await a.text('ninguno me sirve, anótame en la lista de espera');
    expect(a.said()).toContain('martes o jueves en la mañana');
    await a.text('dale');
    expect(a.world.waitlist[0]).toMatchObject({ days: [2, 4], toMin: 720 });
    const b = clinic();
    await b.text('consulta general cualquier tarde menos el viernes');
    await b.text('si alguien cancela me avisan');
    await b.text('sí');
    expect(b.world.waitlist[0]).toMatchObject({ serviceId: 's2', days: [1, 2, 3, 4, 6], fromMin: 720 });
  });

  it('joins from the first message, asking the service when there are several', async () => {
    const { world, text, said } = clinic();
    await text('anótame en la lista de espera porfa');
    expect(said()).toContain('¿Qué servicio necesitas?');
    await text('blanqueamiento');
    expect(said()).toContain('Te aviso si se libera un horario de Blanqueamiento, hasta el 21 de diciembre.');
    await text('sí');
    expect(world.waitlist[0]).toMatchObject({ serviceId: 's3', days: [] });
  });

  it('a service with no free time in 14 days offers the waitlist too', async () => {
    const { world, text, tap, titles } = clinic();
    await text('quiero agendar cirugía');
    expect(titles()).toContain('Avísame si se libera');
    await tap('Avísame si se libera');
    await tap('Sí, avisarme');
    expect(world.waitlist[0]).toMatchObject({ serviceId: 's4' });
  });

  it('"si alguien cancela" is nobody’s cancellation: the appointment held stays', async () => {
    const { world, patient, text } = clinic(['2026-11-26 10:00 Limpieza dental / Dra. Ana Rodríguez']);
    await text('si alguien cancela avísame');
    await text('no');
    expect(mine(world, patient)).toEqual(['2026-11-26 10:00 Limpieza dental / Dra. Ana Rodríguez']);
    expect(world.waitlist).toEqual([]);
  });
});

describe('"Adelantar mi cita"', () => {
  it('offers only times before the appointment, and a tap moves it', async () => {
    const { world, patient, text, tap, titles } = clinic(['2026-11-26 10:00 Limpieza dental / Dra. Ana Rodríguez']);
    await text('¿hay algo antes?');
    const times = titles();
    expect(times.length).toBeGreaterThan(0);
    await tap(times[0]!);
    const [moved] = mine(world, patient);
    expect(moved! < '2026-11-26 10:00').toBe(true);
    expect(world.waitlist).toEqual([]);
  });

  it('with nothing earlier, offers the waitlist for that appointment, until its day', async () => {
    const { world, patient, text, said } = clinic(['2026-11-23 08:00 Limpieza dental / Dra. Ana Rodríguez']);
    await text('si hay algo más temprano me avisan');
    expect(said()).toContain('Por ahora no tengo horarios libres antes de tu cita.');
    expect(said()).toContain('y si lo tomas te cambio la cita');
    await text('sí');
    const appointment = world.appointments.find((a) => a.customer === patient.customer)!;
    expect(world.waitlist[0]).toMatchObject({ appointmentId: appointment.id, until: '2026-11-23', serviceId: 's1' });
    expect(world.waitlist[0]!.days).toEqual([]);
  });

  it('times offered but none suits: the waitlist entry moves the appointment, not a second booking', async () => {
    const { world, text, tap } = clinic(['2026-11-26 10:00 Limpieza dental / Dra. Ana Rodríguez']);
    await text('quiero adelantar mi cita');
    await text('más horarios');
    await tap('Avísame si se libera');
    await tap('Sí, avisarme');
    expect(world.waitlist[0]).toMatchObject({ appointmentId: expect.any(String), until: '2026-11-26' });
  });
});

describe('the same time the following weeks, for a recurring service', () => {
  const booked = async (c: ReturnType<typeof clinic>) => {
    c.world.recurring.add('Limpieza dental');
    await c.text('limpieza el martes a las 10');
    await c.text('sí');
    expect(c.said()).toContain('¿Te reservo la misma hora las próximas semanas (los martes a las 10:00)?');
    expect(c.titles()).toEqual(['4 semanas', '8 semanas', 'No, gracias']);
  };

  it('a tap on 4 weeks books them at once, at the same wall time', async () => {
    const c = clinic();
    await booked(c);
    await c.tap('4 semanas');
    expect(mine(c.world, c.patient)).toEqual([
      '2026-11-24 10:00 Limpieza dental / Dra. Ana Rodríguez',
      '2026-12-01 10:00 Limpieza dental / Dra. Ana Rodríguez',
      '2026-12-08 10:00 Limpieza dental / Dra. Ana Rodríguez',
      '2026-12-15 10:00 Limpieza dental / Dra. Ana Rodríguez',
      '2026-12-22 10:00 Limpieza dental / Dra. Ana Rodríguez',
    ]);
    expect(c.said()).toContain('el 1, 8, 15 y 22 de diciembre');
  });

  it('weeks said in words are read back first; a no books nothing more', async () => {
    const c = clinic();
    await booked(c);
    await c.text('sí, 6 semanas');
    expect(c.said()).toContain('(6 citas más)');
    expect(mine(c.world, c.patient)).toHaveLength(1);
    await c.text('sí');
    expect(mine(c.world, c.patient)).toHaveLength(7);
    const d = clinic();
    await booked(d);
    await d.text('no gracias, solo esa');
    expect(mine(d.world, d.patient)).toHaveLength(1);
    expect(d.said()).toContain('quedó solo esa cita');
  });

  it('weeks that collide are named, and the patient books the free ones or none, never some silently', async () => {
    for (const answer of ['Sí, esas 3', 'Ninguna']) {
      const c = clinic();
      c.world.addAppointment('2026-12-08 10:00 Limpieza dental / Dra. Ana Rodríguez', 'someone else');
      await booked(c);
      await c.tap('4 semanas');
      expect(c.said()).toContain(
        'A esa hora ya está ocupado el 8 de diciembre. Libres quedan el 1, 15 y 22 de diciembre.',
      );
      expect(mine(c.world, c.patient)).toHaveLength(1);
      await c.tap(answer);
      expect(mine(c.world, c.patient)).toHaveLength(answer === 'Ninguna' ? 1 : 4);
    }
  });

  it('a service not marked recurring is never asked', async () => {
    const c = clinic();
    await c.text('limpieza el martes a las 10');
    await c.text('sí');
    expect(c.said()).not.toContain('próximas semanas');
    expect(goldenAt('2026-11-24 10:00')).toBe(c.world.live(c.patient.customer)[0]!.start);
  });
});

describe('reading the wishes', () => {
  const folded = (t: string) => normalizeMessage(t);
  it.each([
    'avísame si se libera algo antes',
    'si se desocupa algo me avisas',
    'anótame en la lista de espera',
    'si alguien cancela avísame',
    '¿me apuntáis en la lista de espera?',
    'ponme en la lista de espera porfa',
    'si hay algo me avisan',
  ])('"%s" asks for the waitlist', (text) => {
    expect(asksForWaitlist(folded(text))).toBe(true);
  });
  it.each([
    'quiero cancelar mi cita',
    'no voy a poder ir, cancélela',
    'avísame cuánto cuesta',
    'quiero una limpieza el viernes',
  ])('"%s" does not', (text) => {
    expect(asksForWaitlist(folded(text))).toBe(false);
  });
  it.each(['¿hay algo antes?', 'quiero adelantar mi cita', 'me la pueden adelantar', 'algo más temprano?'])(
    '"%s" asks for an earlier time',
    (text) => {
      expect(asksForEarlier(folded(text))).toBe(true);
    },
  );
  it.each(['mañana temprano', 'antes de las 10', 'el jueves antes del mediodía', 'quiero cambiar mi cita'])(
    '"%s" does not',
    (text) => {
      expect(asksForEarlier(folded(text))).toBe(false);
    },
  );
  it('reads the weeks asked for, within 2 to 12', () => {
    expect(readWeeks('sí, 6 semanas')).toBe(6);
    expect(readWeeks('las ocho')).toBe(8);
    expect(readWeeks('dos meses')).toBe(8);
    expect(readWeeks('un mes')).toBe(4);
    expect(readWeeks('40 semanas')).toBeUndefined();
    expect(readWeeks('sí')).toBeUndefined();
  });
});
