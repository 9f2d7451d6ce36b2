import { describe, expect, it } from 'vitest';
import { noShowFollowUpButtons, noShowFollowUpText } from './no-show-follow-up.ts';
import { offerButtons, offerParams, offerReplies, offerText, parseOfferPayload } from './offer-texts.ts';

const id = '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a';

describe('offer texts and buttons', () => {
  it('carries the offer in its buttons and reads a tap back', () => {
    expect(offerButtons(id)).toEqual([
      { id: `offer:${id}:yes`, title: 'La quiero' },
      { id: `offer:${id}:no`, title: 'No, gracias' },
    ]);
    expect(parseOfferPayload(`offer:${id}:yes`)).toEqual({ offerId: id, answer: 'yes' });
    expect(parseOfferPayload(`offer:${id}:no`)).toEqual({ offerId: id, answer: 'no' });
    for (const other of [`offer:${id}:maybe`, `r:${id}:confirm`, 'offer:x:yes', `offer:${id}:yes `]) {
      expect(parseOfferPayload(other)).toBeUndefined();
    }
  });

  it('says the slot with the first name, and fills the template in its order', () => {
    const facts = {
      patientName: 'Ana María Rojas',
      serviceName: 'Limpieza',
      moment: 'lunes 23 de noviembre, 10:00',
      resourceName: 'Dra. Ana',
    };
    expect(offerText(facts)).toBe(
      'Hola Ana, se liberó un horario de Limpieza el lunes 23 de noviembre, 10:00 con Dra. Ana. ¿Lo quieres? El primero en responder se lo queda.',
    );
    expect(offerParams(facts)).toEqual(['Ana', 'Limpieza', 'lunes 23 de noviembre, 10:00', 'Dra. Ana']);
    expect(offerParams({ ...facts, patientName: '', resourceName: '' })).toEqual([
      '-',
      'Limpieza',
      'lunes 23 de noviembre, 10:00',
      '-',
    ]);
  });

  it('follows up a no-show with the receptionist’s own service button', () => {
    expect(noShowFollowUpText({ patientName: 'Luis Mora', serviceName: 'Consulta', time: '09:30' })).toBe(
      'Hola Luis, te esperamos hoy a las 09:30 para tu cita de Consulta. ¿Quieres agendar otra cita? Toca "Ver horarios" y te proponemos algunos.',
    );
    expect(noShowFollowUpButtons('svc-1')).toEqual([{ id: 'a:svc:svc-1', title: 'Ver horarios' }]);
  });
});

describe('where the offered slot is', () => {
  it('names a room as a place and a person as company', () => {
    expect(offerReplies.booked('lunes 23 de noviembre a las 10:00', 'Sala de higiene')).toContain(
      'a las 10:00 en Sala de higiene.',
    );
    expect(offerReplies.moved('lunes 23 de noviembre a las 10:00', 'Cubículo 2')).toContain('en Cubículo 2.');
    expect(offerReplies.booked('lunes 23 de noviembre a las 10:00', 'Dr. Mora')).toContain('con Dr. Mora.');
  });
});
