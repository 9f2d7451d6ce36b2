/**
 * The booking page on a WhatsApp Cloud API channel, against the local fake of Meta's Graph API: the
 * code goes as Meta's authentication template (copy-code button), the booking's confirmation as a
 * Utility template with the patient's manage link, both submitted for review as Meta documents
 * (https://developers.facebook.com/docs/whatsapp/business-management-api/authentication-templates/copy-code-button-authentication-templates).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageTemplates } from '../../db/schema/index.ts';
import { TOKEN, useChannelApp } from '../channel/channel-fixtures.ts';

const ch = useChannelApp();
const PHONE = '+50670002222';
const WA_ID = '50670002222';

/** Meta's verdict on a submitted template, as its webhook posts it. */
const verdict = (id: string, name: string, event: string) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '555666',
      changes: [
        {
          field: 'message_template_status_update',
          value: {
            event,
            message_template_id: Number(id),
            message_template_name: name,
            message_template_language: 'es',
          },
        },
      ],
    },
  ],
});

type Sent = { to: string; type: string; template?: { name: string; components?: unknown[] } };
const sentTo = (to: string) => ch.fake.sent.map((s) => s.body as Sent).filter((b) => b.to === to);

describe('the booking page on the Cloud API', () => {
  it('sends the code as an authentication template and confirms the booking in the chat with the manage link', async () => {
    await ch.connectWhatsApp();
    ch.fake.tokens.set('555666', TOKEN);
    const serviceId = (await ch.api.post('/api/services', { name: 'Limpieza dental', durationMin: 30 })).json().id;
    const resource = await ch.api.post('/api/resources', { name: 'Dra. Mora', locationId: ch.member.locationId });
    expect(resource.statusCode).toBe(201);
    const saved = await ch.api.put('/api/booking-page', {
      slug: 'clinica-wa',
      enabled: true,
      serviceIds: [serviceId],
      minNoticeMin: 0,
      horizonDays: 14,
      newPatients: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // Publishing the page lists its two templates in Plantillas, as drafts for Meta's review.
    const templates = (await ch.api.get('/api/templates')).json().items as {
      id: string;
      name: string;
      category: string;
      status: string;
    }[];
    const code = templates.find((x) => x.name === 'codigo_reserva')!;
    const confirmation = templates.find((x) => x.name === 'confirmacion_reserva')!;
    expect(code).toMatchObject({ category: 'Authentication', status: 'draft' });
    expect(confirmation).toMatchObject({ category: 'Utility', status: 'draft' });
    // Its text is Meta's: staff cannot rewrite it.
    const rewrite = await ch.api.put(`/api/templates/${code.id}`, {
      name: 'codigo_reserva',
      category: 'Utility',
      text: 'Tu código: {{1}}',
    });
    expect(rewrite.statusCode).toBe(400);

    for (const template of [code, confirmation]) {
      const submitted = await ch.api.post(`/api/templates/${template.id}/submit`, undefined);
      expect(submitted.json()).toMatchObject({ status: 'submitted' });
      const atMeta = ch.fake.templates.at(-1)!;
      await ch.webhook(verdict(atMeta.id, template.name, 'APPROVED'));
      await ch.idle();
    }
    const [codeAtMeta, confirmationAtMeta] = ch.fake.templates.slice(-2);
    expect(codeAtMeta!.body).toEqual({
      name: 'codigo_reserva',
      language: 'es',
      category: 'AUTHENTICATION',
      components: [
        { type: 'BODY', add_security_recommendation: true },
        { type: 'FOOTER', code_expiration_minutes: 10 },
        { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copiar código' }] },
      ],
    });
    expect(confirmationAtMeta!.body).toMatchObject({
      name: 'confirmacion_reserva',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: expect.stringContaining('Para cambiarla o cancelarla: {{6}}') }],
    });

    // The code: its one value, and again for the copy-code button.
    const asked = await ch.t.app.inject({
      method: 'POST',
      url: '/api/public/clinica-wa/codes',
      payload: { phone: PHONE, name: 'Rosa Vega' },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    await ch.idle();
    const codeMessage = sentTo(WA_ID).at(-1)!;
    expect(codeMessage.type).toBe('template');
    expect(codeMessage.template!.name).toBe('codigo_reserva');
    const [body, button] = codeMessage.template!.components as {
      type: string;
      sub_type?: string;
      index?: string;
      parameters: { type: string; text: string }[];
    }[];
    const sixDigits = body!.parameters[0]!.text;
    expect(sixDigits).toMatch(/^\d{6}$/);
    expect(body).toEqual({ type: 'body', parameters: [{ type: 'text', text: sixDigits }] });
    expect(button).toEqual({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text: sixDigits }],
    });

    const slots = await ch.t.app.inject({
      method: 'GET',
      url: `/api/public/clinica-wa/availability?serviceId=${serviceId}&days=7`,
    });
    const slot = slots.json().items[0] as { start: string; resourceId: string };
    expect(slot).toBeDefined();
    const booked = await ch.t.app.inject({
      method: 'POST',
      url: '/api/public/clinica-wa/bookings',
      payload: { phone: PHONE, code: sixDigits, name: 'Rosa Vega', serviceId, start: slot.start },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await ch.idle();

    // Rosa never wrote to the clinic (no 24-hour window): the confirmation is a template, not text.
    const sent = sentTo(WA_ID);
    expect(sent.map((m) => m.type)).toEqual(['template', 'template']);
    const confirmed = sent[1]!.template!;
    expect(confirmed.name).toBe('confirmacion_reserva');
    const values = (confirmed.components as { type: string; parameters: { text: string }[] }[])[0]!.parameters.map(
      (p) => p.text,
    );
    expect(values).toHaveLength(6);
    expect(values.slice(0, 2)).toEqual(['Rosa', 'Limpieza dental']);
    expect(values[3]).toBe('Dra. Mora');
    expect(values[4]).toBe('San José');
    expect(values[5]).toBe(booked.json().manageUrl);
    const page = await ch.t.app.inject({ method: 'GET', url: new URL(values[5]!).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Rosa Vega');
  });

  it('keeps sending a code template Meta approved before it became an authentication one, with its two values', async () => {
    // The first test published the page; its code template is taken back to the old approved Utility text.
    await ch
      .db()
      .update(messageTemplates)
      .set({
        category: 'Utility',
        text: '{{1}} es tu código para reservar en {{2}}.',
        status: 'ready',
        metaTemplateId: '99',
      })
      .where(eq(messageTemplates.name, 'codigo_reserva'));
    const asked = await ch.t.app.inject({
      method: 'POST',
      url: '/api/public/clinica-wa/codes',
      payload: { phone: '+50670003333', name: 'Iván Soto' },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    await ch.idle();
    const sent = sentTo('50670003333').at(-1)!;
    const components = sent.template!.components as { type: string; parameters: { text: string }[] }[];
    expect(components.map((c) => c.type)).toEqual(['body']);
    expect(components[0]!.parameters.map((p) => p.text)).toEqual([expect.stringMatching(/^\d{6}$/), 'Clínica Prueba']);
  });
});
