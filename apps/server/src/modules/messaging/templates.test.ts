import { seedTemplates } from '@recepta/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asMember, createTestApp, signUpWithOrg, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof asMember>;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-21T15:00:00Z') });
  api = asMember(t.app, await signUpWithOrg(t.app));
});
afterAll(async () => {
  await t.close();
});

const valid = {
  name: 'aviso_promocion',
  category: 'Marketing',
  text: 'Hola {{1}}, tenemos {{2}} para ti. Responde SALIR para no recibir más.',
};

/** A fresh organisation of its own, so tests that count rows do not see each other's. */
async function freshOrg() {
  return asMember(t.app, await signUpWithOrg(t.app, 'Clínica Plantillas'));
}

describe('templates', () => {
  it('lists the five templates every new organisation starts with, by name', async () => {
    const res = await (await freshOrg()).get('/api/templates');
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.map((x: { name: string; status: string }) => [x.name, x.status])).toEqual([
      ['oferta_horario', 'ready'],
      ['reactivacion', 'draft'],
      ['reminder_24h', 'ready'],
      ['reminder_2h', 'ready'],
      ['seguimiento_inasistencia', 'ready'],
    ]);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual([
        'buttons',
        'category',
        'id',
        'language',
        'name',
        'rejectionReason',
        'status',
        'text',
      ]);
      expect(item.text).toBe(seedTemplates.find((s) => s.name === item.name)!.text);
      expect(item.text).toContain('SALIR');
    }
  });

  it('creates a template as a draft, whatever the body says, and lists it', async () => {
    const org = await freshOrg();
    const created = await org.post('/api/templates', valid);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      ...valid,
      status: 'draft',
      language: 'es',
      buttons: [],
      rejectionReason: null,
    });
    const names = (await org.get('/api/templates')).json().items.map((x: { name: string }) => x.name);
    expect(names).toEqual([
      'aviso_promocion',
      'oferta_horario',
      'reactivacion',
      'reminder_24h',
      'reminder_2h',
      'seguimiento_inasistencia',
    ]);

    const withStatus = await org.post('/api/templates', { ...valid, name: 'otra', status: 'ready' });
    expect(withStatus.statusCode).toBe(400);
    expect(withStatus.json().error).toBe('validation_failed');
  });

  it('updates a template, and a changed ready or submitted template goes back to draft', async () => {
    const org = await freshOrg();
    const items = (await org.get('/api/templates')).json().items;
    const ready = items.find((x: { name: string }) => x.name === 'reminder_2h');

    // Saved unchanged: still ready.
    const same = await org.put(`/api/templates/${ready.id}`, {
      name: ready.name,
      category: ready.category,
      text: ready.text,
      buttons: ready.buttons,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().status).toBe('ready');

    const text = 'Hola {{1}}, te esperamos hoy a las {{2}}. Si no deseas recibir más mensajes, responde SALIR.';
    const changed = await org.put(`/api/templates/${ready.id}`, { name: ready.name, category: 'Utility', text });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      id: ready.id,
      name: 'reminder_2h',
      category: 'Utility',
      text,
      status: 'draft',
      language: 'es',
      buttons: [],
      rejectionReason: null,
    });

    const submitted = (await org.post(`/api/templates/${ready.id}/submit`, undefined)).json();
    expect(submitted.status).toBe('ready');
    // New buttons or another language are a change too.
    const withButtons = await org.put(`/api/templates/${ready.id}`, {
      name: ready.name,
      category: 'Utility',
      text,
      buttons: ['Confirmar', 'Cancelar'],
    });
    expect(withButtons.json()).toMatchObject({ buttons: ['Confirmar', 'Cancelar'], status: 'draft' });
    const recategorised = await org.put(`/api/templates/${ready.id}`, {
      name: ready.name,
      category: 'Marketing',
      text,
    });
    expect(recategorised.json()).toMatchObject({ category: 'Marketing', status: 'draft' });

    const renamed = await org.put(`/api/templates/${ready.id}`, {
      name: 'recordatorio_2h',
      category: 'Marketing',
      text,
    });
    expect(renamed.json()).toMatchObject({ name: 'recordatorio_2h', status: 'draft' });
    const listed = (await org.get('/api/templates')).json().items.find((x: { id: string }) => x.id === ready.id);
    expect(listed).toEqual(renamed.json());
  });

  it('approves a draft at once on the sandbox (it has no reviewer); a second submit changes nothing', async () => {
    const org = await freshOrg();
    const items = (await org.get('/api/templates')).json().items;
    const draft = items.find((x: { name: string }) => x.name === 'reactivacion');
    const ready = items.find((x: { name: string }) => x.name === 'reminder_24h');

    const res = await org.post(`/api/templates/${draft.id}/submit`, undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...draft, status: 'ready' });
    expect((await org.post(`/api/templates/${ready.id}/submit`, undefined)).json().status).toBe('ready');

    const again = await org.post(`/api/templates/${draft.id}/submit`, undefined);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...draft, status: 'ready' });
    const statuses = (await org.get('/api/templates')).json().items.map((x: { status: string }) => x.status);
    expect(statuses).toEqual(['ready', 'ready', 'ready', 'ready', 'ready']);
  });

  it('refuses more than three buttons, long or repeated ones, and unknown languages', async () => {
    const org = await freshOrg();
    const post = (extra: Record<string, unknown>) =>
      org.post('/api/templates', { ...valid, name: 'botones', ...extra });
    expect((await post({ buttons: ['a', 'b', 'c', 'd'] })).json().fields).toEqual({ buttons: 'Máximo 3 botones' });
    expect((await post({ buttons: ['x'.repeat(21)] })).json().fields).toEqual({ 'buttons.0': 'Máximo 20 caracteres' });
    expect((await post({ buttons: ['Sí', 'Sí'] })).json().fields).toEqual({
      buttons: 'Los botones deben tener textos distintos',
    });
    expect((await post({ language: 'klingon' })).json().fields).toEqual({ language: 'Elige un idioma de la lista' });
    const ok = await post({ buttons: ['Confirmar', 'Reprogramar', 'Cancelar'], language: 'es_MX' });
    expect(ok.json()).toMatchObject({ buttons: ['Confirmar', 'Reprogramar', 'Cancelar'], language: 'es_MX' });
  });

  it('deletes a template', async () => {
    const org = await freshOrg();
    const created = (await org.post('/api/templates', valid)).json();
    expect((await org.del(`/api/templates/${created.id}`)).statusCode).toBe(204);
    expect((await org.get('/api/templates')).json().items).toHaveLength(5);
    expect((await org.del(`/api/templates/${created.id}`)).statusCode).toBe(404);
    expect((await org.put(`/api/templates/${created.id}`, valid)).statusCode).toBe(404);
    expect((await org.post(`/api/templates/${created.id}/submit`, undefined)).statusCode).toBe(404);
    expect((await org.del('/api/templates/no-es-un-id')).statusCode).toBe(404);
  });

  it('refuses a second template with the same name in one organisation, on create and on rename', async () => {
    const org = await freshOrg();
    const taken = { error: 'template_name_taken', message: 'Ya existe una plantilla con ese nombre' };
    const dup = await org.post('/api/templates', { ...valid, name: 'reminder_24h' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ ...taken, fields: { name: 'Ya existe una plantilla con ese nombre' } });

    const mine = (await org.post('/api/templates', valid)).json();
    const rename = await org.put(`/api/templates/${mine.id}`, { ...valid, name: 'reminder_2h' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toMatchObject(taken);
    expect((await org.get('/api/templates')).json().items.map((x: { name: string }) => x.name)).toEqual([
      'aviso_promocion',
      'oferta_horario',
      'reactivacion',
      'reminder_24h',
      'reminder_2h',
      'seguimiento_inasistencia',
    ]);
    // Another organisation may use the same name.
    expect((await (await freshOrg()).post('/api/templates', valid)).statusCode).toBe(201);
  });

  const nameRule = 'Usa solo letras minúsculas sin tildes, números y guiones bajos (_), sin espacios';
  it.each([
    [{ name: '' }, 'name', 'El nombre es obligatorio'],
    [{ name: 'Aviso' }, 'name', nameRule],
    [{ name: 'aviso promo' }, 'name', nameRule],
    [{ name: 'promoción' }, 'name', nameRule],
    [{ name: 'aviso-promo' }, 'name', nameRule],
    [{ name: 'a'.repeat(513) }, 'name', 'Máximo 512 caracteres'],
    [{ category: 'Authentication' }, 'category', 'Elige una categoría: Utility o Marketing'],
    [{ text: '' }, 'text', 'El texto es obligatorio'],
    [{ text: '  \n ' }, 'text', 'El texto es obligatorio'],
    [{ text: 'x'.repeat(1025) }, 'text', 'Máximo 1024 caracteres'],
    [
      { text: 'Hola {{1}}, tu cita es a las {{3}}' },
      'text',
      'Las variables deben ir numeradas desde {{1}} sin saltos: falta {{2}}',
    ],
    [{ text: 'Hola {{2}}' }, 'text', 'Las variables deben ir numeradas desde {{1}} sin saltos: falta {{1}}'],
    [
      { text: 'Hola {{nombre}}' },
      'text',
      'La variable {{nombre}} no es válida: usa números desde {{1}}, como {{1}} o {{2}}',
    ],
  ])('refuses %j with the Spanish message on %s', async (change, field, message) => {
    const res = await api.post('/api/templates', { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_failed', message: 'Datos inválidos' });
    expect(res.json().fields[field]).toBe(message);
  });

  it('accepts the limits, repeated variables and no variables at all', async () => {
    const org = await freshOrg();
    expect(
      (await org.post('/api/templates', { ...valid, name: 'n'.repeat(512), text: 't'.repeat(1024) })).statusCode,
    ).toBe(201);
    expect(
      (await org.post('/api/templates', { ...valid, name: 'repite', text: '{{1}} y {{1}}, {{2}}' })).statusCode,
    ).toBe(201);
    expect((await org.post('/api/templates', { ...valid, name: 'sin_variables', text: 'Hola' })).statusCode).toBe(201);
  });

  it('applies the same rules on update', async () => {
    const org = await freshOrg();
    const created = (await org.post('/api/templates', valid)).json();
    const res = await org.put(`/api/templates/${created.id}`, { ...valid, text: '{{1}} {{3}}' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.text).toBe('Las variables deben ir numeradas desde {{1}} sin saltos: falta {{2}}');
  });

  it('answers 404 for another organisation’s template ids and leaves them unchanged', async () => {
    const owner = await freshOrg();
    const theirs = (await owner.post('/api/templates', valid)).json();
    const intruder = await freshOrg();
    expect((await intruder.put(`/api/templates/${theirs.id}`, { ...valid, text: 'Cambiado' })).statusCode).toBe(404);
    expect((await intruder.post(`/api/templates/${theirs.id}/submit`, undefined)).statusCode).toBe(404);
    expect((await intruder.del(`/api/templates/${theirs.id}`)).statusCode).toBe(404);
    expect((await intruder.get('/api/templates')).json().items.map((x: { id: string }) => x.id)).not.toContain(
      theirs.id,
    );
    const after = (await owner.get('/api/templates')).json().items.find((x: { id: string }) => x.id === theirs.id);
    expect(after).toEqual(theirs);
  });
});
