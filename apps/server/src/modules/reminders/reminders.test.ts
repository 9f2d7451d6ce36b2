import { replies, skipReasons } from '@recepta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDue } from '../../../test/run-due.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { at, type Clinic, setUpClinic } from '../scheduling/scheduling-fixtures.ts';

// The test clock: every rule and the dispatcher read it; tests move it instead of sleeping.
let clock = new Date('2026-11-21T12:00:00Z'); // Saturday; the fixtures book Monday 2026-11-23
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});

const minutes = (n: number) => n * 60_000;
const setClock = (iso: string | number) => {
  clock = new Date(iso);
};

/** One round of the dispatcher at the test clock, and everything it started. */
async function dispatch() {
  await runDue(t.app);
}

async function reminders(c: Clinic, apptId: string) {
  const res = await c.api.get(`/api/appointments/${apptId}/reminders`);
  expect(res.statusCode).toBe(200);
  return res.json().items as {
    offsetMin: number;
    runAt: string;
    templateName: string;
    status: string;
    reason?: string;
  }[];
}

/** The patient's thread as the inbox shows it. */
async function thread(c: Clinic, customerId = c.customerId) {
  const history = (await c.api.get(`/api/customers/${customerId}/history`)).json();
  if (!history.conversationId) return [];
  const res = await c.api.get(`/api/conversations/${history.conversationId}`);
  return res.json().messages as {
    direction: string;
    author: string;
    kind: string;
    body: string;
    status: string;
    buttons?: { id: string; title: string }[];
  }[];
}

/** The patient writes (or taps) in the sandbox, as the simulator does. */
async function patientSays(c: Clinic, input: { text?: string; buttonId?: string }, from = '+50688887777') {
  // A patient takes a moment to answer: the clock moves, so the thread keeps its order.
  setClock(clock.getTime() + minutes(1));
  const res = await c.api.post('/api/channel/sandbox/inbound', { from, ...input });
  expect(res.statusCode).toBe(202);
  await t.app.channel.idle();
}

async function appointment(c: Clinic, id: string) {
  return (await c.api.get(`/api/appointments/${id}`)).json() as { status: string };
}

describe('planning', () => {
  it('plans the 24 h and 2 h reminders when an appointment is booked', async () => {
    setClock('2026-11-21T12:00:00Z');
    const c = await setUpClinic(t.app);
    const appt = await c.book(at('10:00'));
    expect(await reminders(c, appt.id)).toEqual([
      { offsetMin: 1440, runAt: '2026-11-22T16:00:00.000Z', templateName: 'reminder_24h', status: 'scheduled' },
      { offsetMin: 120, runAt: '2026-11-23T14:00:00.000Z', templateName: 'reminder_2h', status: 'scheduled' },
    ]);
  });

  it('skips, with the reason, a reminder whose moment passed before the booking', async () => {
    setClock('2026-11-23T12:00:00Z'); // four hours before 10:00 in San José
    const c = await setUpClinic(t.app);
    const appt = await c.book(at('10:00'));
    const [day, twoHours] = await reminders(c, appt.id);
    expect(day).toMatchObject({ offsetMin: 1440, status: 'skipped', reason: skipReasons.tooLate });
    expect(twoHours).toMatchObject({ offsetMin: 120, status: 'scheduled' });
  });

  it('plans again when the appointment moves, and cancels when it is cancelled', async () => {
    setClock('2026-11-21T12:00:00Z');
    const c = await setUpClinic(t.app);
    const appt = await c.book(at('10:00'));
    const moved = await c.api.post('/api/scheduling/reschedule', {
      apptId: appt.id,
      resourceId: c.resourceId,
      start: at('11:00', '2026-11-24'),
      durationMin: 30,
    });
    expect(moved.statusCode).toBe(200);
    expect((await reminders(c, appt.id)).map((r) => [r.runAt, r.status])).toEqual([
      ['2026-11-23T17:00:00.000Z', 'scheduled'],
      ['2026-11-24T15:00:00.000Z', 'scheduled'],
    ]);

    expect((await c.api.post('/api/scheduling/cancel', { apptId: appt.id })).statusCode).toBe(200);
    for (const r of await reminders(c, appt.id)) {
      expect(r).toMatchObject({ status: 'cancelled', reason: skipReasons.appointmentGone });
    }
  });

  it('plans the future appointments again when the frequencies change', async () => {
    setClock('2026-11-21T12:00:00Z');
    const c = await setUpClinic(t.app);
    const appt = await c.book(at('10:00'));
    const res = await c.api.post('/api/config', { reminderFrequencies: [60, 1440] });
    expect(res.statusCode).toBe(200);
    expect((await reminders(c, appt.id)).map((r) => [r.offsetMin, r.status, r.reason])).toEqual([
      [1440, 'scheduled', undefined],
      [120, 'cancelled', skipReasons.frequencyRemoved],
      [60, 'scheduled', undefined],
    ]);
  });

  it('answers 404 for an appointment of another organisation', async () => {
    const c = await setUpClinic(t.app);
    const other = await setUpClinic(t.app, { name: 'Otra' });
    setClock('2026-11-21T12:00:00Z');
    const appt = await other.book(at('10:00'));
    expect((await c.api.get(`/api/appointments/${appt.id}/reminders`)).statusCode).toBe(404);
    expect((await c.api.get('/api/appointments/not-an-id/reminders')).statusCode).toBe(404);
  });
});

describe('sending', () => {
  it('sends each reminder at its moment, not before, with the variables filled and three buttons', async () => {
    setClock('2026-11-21T12:00:00Z');
    const c = await setUpClinic(t.app);
    const appt = await c.book(at('10:00'));

    setClock(Date.parse('2026-11-22T16:00:00Z') - 1000);
    await dispatch();
    expect((await reminders(c, appt.id))[0]!.status).toBe('scheduled');
    expect(await thread(c)).toEqual([]);

    setClock('2026-11-22T16:00:00Z');
    await dispatch();
    const [sent] = await reminders(c, appt.id);
    // The sandbox delivers at once, through the same status path as Meta's webhooks.
    expect(sent!.status).toBe('delivered');
    const messages = await thread(c);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      direction: 'out',
      author: 'system',
      kind: 'template',
      status: 'delivered',
    });
    // {{6}} is the patient's manage link, and nothing else of theirs (no notes) is in the text.
    expect(messages[0]!.body).toMatch(
      /^Hola Ana, te recordamos tu cita de Consulta el lunes 23 de noviembre, 10:00 con Dra\. Ana en San José\. ¿Nos confirmas tu asistencia\? Para cambiarla o cancelarla: http:\/\/\S+\/m\/[\w-]+\.[\w-]+ Si no deseas recibir más mensajes, responde SALIR\.$/,
    );
    expect(messages[0]!.buttons!.map((b) => b.title)).toEqual(['Confirmar', 'Reprogramar', 'Cancelar']);

    // A second round sends nothing again.
    await dispatch();
    expect(await thread(c)).toHaveLength(1);
  });

  it('carries a manage link that opens that patient’s appointment and no other', async () => {
    setClock('2026-11-21T12:00:00Z');
    const c = await setUpClinic(t.app);
    const beto = (await c.api.post('/api/customers', { name: 'Beto Solano', phone: '+50688886666' })).json();
    const ana = await c.book(at('10:00'), { note: 'Alergia a la penicilina' });
    const his = await c.book(at('11:00'), { customerId: beto.id });
    setClock('2026-11-22T17:00:00Z');
    await dispatch();
    const linkOf = async (customerId: string) => {
      const [sent] = await thread(c, customerId);
      expect(sent!.body).not.toContain('penicilina');
      const url = /(http:\/\/\S+\/m\/\S+)/.exec(sent!.body)?.[1];
      expect(url).toBeDefined();
      return new URL(url!);
    };
    const anaLink = await linkOf(c.customerId);
    const betoLink = await linkOf(beto.id);
    expect(anaLink.pathname).not.toBe(betoLink.pathname);

    const anaPage = await t.app.inject({ method: 'GET', url: anaLink.pathname });
    expect(anaPage.statusCode).toBe(200);
    expect(anaPage.body).toContain('Ana Rojas');
    expect(anaPage.body).toContain('10:00');
    expect(anaPage.body).not.toContain('Beto Solano');
    expect(anaPage.body).not.toContain('11:00');
    // Its .ics is that appointment's (10:00 in Costa Rica is 16:00 UTC), not Beto's.
    const ics = await t.app.inject({ method: 'GET', url: `${anaLink.pathname}/cita.ics` });
    expect(ics.body).toContain('DTSTART:20261123T160000Z');
    expect(ics.body).not.toContain('DTSTART:20261123T170000Z');

    const betoPage = await t.app.inject({ method: 'GET', url: betoLink.pathname });
    expect(betoPage.body).toContain('Beto Solano');
    expect(betoPage.body).not.toContain('Ana Rojas');
    expect([ana.id, his.id]).toHaveLength(2);

    // A signature is the whole proof: one character changed opens nothing.
    const last = anaLink.pathname.at(-1) === 'A' ? 'B' : 'A';
    const tampered = `${anaLink.pathname.slice(0, -1)}${last}`;
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
  });

  it('skips with the reason when the template is not approved, and when the patient opted out', async () => {
    setClock('2026-11-21T12:00:00Z');
    const c = await setUpClinic(t.app);
    const appt = await c.book(at('10:00'));
    const templates = (await c.api.get('/api/templates')).json().items as {
      id: string;
      name: string;
      text: string;
      category: string;
    }[];
    const dayTemplate = templates.find((x) => x.name === 'reminder_24h')!;
    // Changing its text takes it back to draft: not usable until approved again.
    const edited = await c.api.put(`/api/templates/${dayTemplate.id}`, {
      name: dayTemplate.name,
      category: dayTemplate.category,
      text: `${dayTemplate.text} `.trim().replace('¿Nos', '¿Nos puedes'),
    });
    expect(edited.json().status).toBe('draft');
    setClock('2026-11-22T16:00:00Z');
    await dispatch();
    expect((await reminders(c, appt.id))[0]).toMatchObject({
      status: 'skipped',
      reason: skipReasons.templateNotReady('reminder_24h'),
    });

    expect((await c.api.post(`/api/customers/${c.customerId}/opt-out`, {})).json()).toMatchObject({ optedOut: true });
    setClock('2026-11-23T14:00:00Z');
    await dispatch();
    expect((await reminders(c, appt.id))[1]).toMatchObject({ status: 'skipped', reason: skipReasons.optedOut });
    expect(await thread(c)).toEqual([]);
  });
});

describe('the template of each frequency', () => {
  it('sends with the template chosen in Configuración, and refuses one that is not a Utility template of the organisation', async () => {
    setClock('2026-11-21T12:00:00Z');
    const c = await setUpClinic(t.app);
    const custom = (
      await c.api.post('/api/templates', {
        name: 'recordatorio_corto',
        category: 'Utility',
        text: 'Hola {{1}}, mañana tienes {{2}}.',
        buttons: ['Confirmar'],
      })
    ).json();
    expect((await c.api.post(`/api/templates/${custom.id}/submit`, {})).json().status).toBe('ready');
    const templates = (await c.api.get('/api/templates')).json().items as { id: string; name: string }[];
    const marketing = templates.find((x) => x.name === 'reactivacion')!;

    const wrongKind = await c.api.post('/api/config', {
      reminderTemplates: [{ offsetMin: 1440, templateId: marketing.id }],
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().fields['reminderTemplates.0.templateId']).toBe(
      'Los recordatorios usan plantillas de categoría Utility',
    );
    const other = await setUpClinic(t.app, { name: 'Otra' });
    const othersTemplate = (await other.api.get('/api/templates')).json().items[0].id;
    expect(
      (await c.api.post('/api/config', { reminderTemplates: [{ offsetMin: 1440, templateId: othersTemplate }] })).json()
        .fields['reminderTemplates.0.templateId'],
    ).toBe('Plantilla no encontrada');

    const saved = await c.api.post('/api/config', { reminderTemplates: [{ offsetMin: 1440, templateId: custom.id }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().reminderTemplates).toEqual([{ offsetMin: 1440, templateId: custom.id }]);
    // A client that does not send the choices keeps them.
    expect((await c.api.post('/api/config', { increment: 15 })).json().reminderTemplates).toEqual([
      { offsetMin: 1440, templateId: custom.id },
    ]);

    const appt = await c.book(at('10:00'));
    expect((await reminders(c, appt.id)).map((r) => r.templateName)).toEqual(['recordatorio_corto', 'reminder_2h']);
    setClock('2026-11-22T16:00:00Z');
    await dispatch();
    const [message] = await thread(c);
    expect(message).toMatchObject({ body: 'Hola Ana, mañana tienes Consulta.', status: 'delivered' });
    expect(message!.buttons).toEqual([{ id: `r:${appt.id}:confirm`, title: 'Confirmar' }]);
  });
});

describe('answers', () => {
  /** A clinic whose patient just got the 24 h reminder of Monday 10:00. */
  async function reminded() {
    setClock('2026-11-21T12:00:00Z');
    const c = await setUpClinic(t.app);
    const appt = await c.book(at('10:00'));
    setClock('2026-11-22T16:00:00Z');
    await dispatch();
    setClock('2026-11-22T16:05:00Z');
    const reminder = (await thread(c))[0]!;
    const button = (title: string) => reminder.buttons!.find((b) => b.title === title)!.id;
    return { c, appt, button };
  }

  it('confirms the appointment when the patient taps Confirmar, and says so', async () => {
    const { c, appt, button } = await reminded();
    expect((await thread(c))[0]!.status).toBe('delivered');
    await patientSays(c, { buttonId: button('Confirmar'), text: 'Confirmar' });
    expect((await appointment(c, appt.id)).status).toBe('CONFIRMED');
    const messages = await thread(c);
    expect(messages.at(-1)).toMatchObject({
      author: 'assistant',
      body: replies.confirmed('lunes 23 de noviembre, 10:00'),
    });
    // The tap answered the reminder: it was read, even without Meta's read receipt.
    expect(messages[0]).toMatchObject({ kind: 'template', status: 'read' });
    expect((await reminders(c, appt.id))[0]!.status).toBe('read');
  });

  it('reads a short "sí" right after a reminder as Confirmar', async () => {
    const { c, appt } = await reminded();
    await patientSays(c, { text: '¡Sí! 👍' });
    expect((await appointment(c, appt.id)).status).toBe('CONFIRMED');
  });

  it('reads a yes in words anywhere in the message as Confirmar', async () => {
    const { c, appt } = await reminded();
    await patientSays(c, { text: 'Sí, allí estaré. ¡Gracias!' });
    expect((await appointment(c, appt.id)).status).toBe('CONFIRMED');
    expect((await thread(c)).at(-1)!.body).toBe(replies.confirmed('lunes 23 de noviembre, 10:00'));
  });

  it('confirms a yes in words, then answers the question beside it, in that order', async () => {
    const { c, appt } = await reminded();
    await patientSays(c, { text: 'sí, ahí estaré, pero ¿dónde quedan?' });
    expect((await appointment(c, appt.id)).status).toBe('CONFIRMED');
    const answers = (await thread(c)).filter((m) => m.author === 'assistant').map((m) => m.body);
    expect(answers.at(-2)).toBe(replies.confirmed('lunes 23 de noviembre, 10:00'));
    expect(answers.at(-1)).toContain('Estamos en');
    expect(answers.at(-1)).not.toContain('no te entendí');
  });

  it('asks once before cancelling, then cancels and frees the slot', async () => {
    const { c, appt, button } = await reminded();
    await patientSays(c, { buttonId: button('Cancelar'), text: 'Cancelar' });
    expect((await appointment(c, appt.id)).status).toBe('pending');
    expect((await thread(c)).at(-1)!.body).toBe(replies.cancelAsk('lunes 23 de noviembre, 10:00'));

    await patientSays(c, { text: 'si' });
    expect((await appointment(c, appt.id)).status).toBe('cancelled');
    expect((await thread(c)).at(-1)!.body).toBe(replies.cancelled('lunes 23 de noviembre, 10:00'));
    expect((await reminders(c, appt.id))[1]).toMatchObject({ status: 'cancelled' });
    // The slot is free again.
    expect(
      (
        await c.api.post('/api/scheduling/book', {
          serviceId: c.serviceId,
          resourceId: c.resourceId,
          start: at('10:00'),
        })
      ).statusCode,
    ).toBe(201);
  });

  it('keeps the appointment when the patient answers no', async () => {
    const { c, appt, button } = await reminded();
    await patientSays(c, { buttonId: button('Cancelar'), text: 'Cancelar' });
    await patientSays(c, { text: 'No' });
    expect((await appointment(c, appt.id)).status).toBe('pending');
    expect((await thread(c)).at(-1)!.body).toBe(replies.cancelKept('lunes 23 de noviembre, 10:00'));
  });

  it('keeps the appointment and answers the move when the no goes on with one', async () => {
    const { c, appt, button } = await reminded();
    await patientSays(c, { buttonId: button('Cancelar'), text: 'Cancelar' });
    await patientSays(c, { text: 'no, espere, mejor me la cambia para el martes en la tarde' });
    expect((await appointment(c, appt.id)).status).toBe('pending');
    const last = (await thread(c)).at(-1)!;
    expect(last.body).not.toBe(replies.cancelKept('lunes 23 de noviembre, 10:00'));
    expect(last.body).toContain('martes 24 de noviembre');
  });

  it('starts the chat receptionist’s rescheduling on Reprogramar', async () => {
    const { c, appt, button } = await reminded();
    await patientSays(c, { buttonId: button('Reprogramar'), text: 'Reprogramar' });
    const history = (await c.api.get(`/api/customers/${c.customerId}/history`)).json();
    const conversation = (await c.api.get(`/api/conversations/${history.conversationId}`)).json();
    // The receptionist keeps the conversation and offers three new times (modules/assistant).
    expect(conversation.mode).toBe('assistant');
    expect(conversation.waitingSince).toBeNull();
    const offer = conversation.messages.at(-1);
    expect(offer.author).toBe('assistant');
    expect(offer.body).toContain('Busquemos otro horario para tu cita del lunes 23 de noviembre, 10:00');
    expect(offer.buttons).toHaveLength(3);
    // Tapping one moves the appointment there.
    await patientSays(c, { buttonId: offer.buttons[0].id, text: offer.buttons[0].title });
    const moved = (await c.api.get(`/api/appointments/${appt.id}`)).json();
    expect(moved.status).toBe('pending');
    expect(Date.parse(moved.start)).toBe(Number.parseInt(/^a:slot:([0-9a-z]+):/.exec(offer.buttons[0].id)![1]!, 36));
    expect((await thread(c)).at(-1)!.body).toContain('Tu cita quedó para el');
  });

  it('ignores a tap naming another patient’s appointment', async () => {
    const { c, appt } = await reminded();
    await patientSays(c, { buttonId: `r:${appt.id}:confirm`, text: 'Confirmar' }, '+50670001111');
    expect((await appointment(c, appt.id)).status).toBe('pending');
  });
});

describe('SALIR and VOLVER', () => {
  it('opts out on SALIR with one confirmation, and nothing automatic follows until VOLVER', async () => {
    setClock('2026-11-21T12:00:00Z');
    const c = await setUpClinic(t.app);
    const appt = await c.book(at('10:00'));
    await patientSays(c, { text: 'Salir.' });
    const customer = (await c.api.get(`/api/customers/${c.customerId}/history`)).json().customer;
    expect(customer).toMatchObject({ optedOut: true, optedOutAt: clock.toISOString() });
    expect((await thread(c)).at(-1)).toMatchObject({ author: 'assistant', body: replies.optedOut });

    // A second SALIR sends no second confirmation.
    await patientSays(c, { text: 'SALIR' });
    expect((await thread(c)).filter((m) => m.body === replies.optedOut)).toHaveLength(1);

    setClock('2026-11-22T16:00:00Z');
    await dispatch();
    expect((await reminders(c, appt.id))[0]).toMatchObject({ status: 'skipped', reason: skipReasons.optedOut });

    await patientSays(c, { text: 'volver' });
    expect((await c.api.get(`/api/customers/${c.customerId}/history`)).json().customer.optedOut).toBe(false);
    expect((await thread(c)).at(-1)!.body).toBe(replies.optedIn);
    setClock('2026-11-23T14:00:00Z');
    await dispatch();
    expect((await reminders(c, appt.id))[1]!.status).toBe('delivered');
  });

  it('asks back once when the patient asks in their own words, and opts out only on yes', async () => {
    setClock('2026-11-21T12:00:00Z');
    const c = await setUpClinic(t.app);
    const history = async () => (await c.api.get(`/api/customers/${c.customerId}/history`)).json().customer;
    await patientSays(c, { text: 'ya no me escriban por favor' });
    expect((await history()).optedOut).toBe(false);
    const ask = (await thread(c)).at(-1)!;
    expect(ask.body).toContain('¿Quieres dejar de recibir mensajes');
    expect(ask.buttons!.map((b) => b.title)).toEqual(['Sí, no escribir más', 'No']);
    await patientSays(c, { buttonId: ask.buttons![0]!.id, text: ask.buttons![0]!.title });
    expect((await history()).optedOut).toBe(true);
    expect((await thread(c)).at(-1)!.body).toBe(replies.optedOut);
  });

  it('does not opt out on a sentence that merely contains the word', async () => {
    setClock('2026-11-21T12:00:00Z');
    const c = await setUpClinic(t.app);
    await patientSays(c, { text: 'no quiero salir tarde' });
    expect((await c.api.get(`/api/customers/${c.customerId}/history`)).json().customer.optedOut).toBe(false);
  });

  it('lets staff opt a patient out and back in, and 404s for another organisation', async () => {
    const c = await setUpClinic(t.app);
    const other = await setUpClinic(t.app, { name: 'Otra' });
    const out = await c.api.post(`/api/customers/${c.customerId}/opt-out`, {});
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ id: c.customerId, optedOut: true });
    expect((await c.api.get('/api/customers')).json().items[0]).toMatchObject({ optedOut: true });
    const back = await c.api.post(`/api/customers/${c.customerId}/opt-in`, {});
    expect(back.json()).toMatchObject({ optedOut: false, optedOutAt: null });
    expect((await other.api.post(`/api/customers/${c.customerId}/opt-out`, {})).statusCode).toBe(404);
  });
});
