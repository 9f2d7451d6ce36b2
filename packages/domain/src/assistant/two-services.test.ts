// Two services in one message (docs/product.md#chat-receptionist): both wanted, booked one after the
// other, each read back; weighed ("¿o?"), asked which; one turned down, the other taken.
import { describe, expect, it } from 'vitest';
import { knownPatientChat } from './golden-runner.ts';

describe('two services in one message', () => {
  it('books the first named, then offers the second the same day from the end of the first', async () => {
    const chat = knownPatientChat();
    await chat.text('quiero sacar cita para consulta general y una limpieza el viernes en la tarde');
    expect(chat.said()).toContain('Empecemos con Consulta general; después agendamos Limpieza dental.');
    expect(chat.said()).toContain('Tengo estos horarios para Consulta general');
    await chat.text('la 1');
    expect(chat.patient.state.step).toBe('confirm_slot');
    await chat.tap('Sí, agendar');
    expect(chat.said()).toContain('Tu cita de Consulta general quedó agendada para el viernes 27 de noviembre, 12:00');
    expect(chat.said()).toContain('Ahora, Limpieza dental. Tengo estos horarios para Limpieza dental');
    expect(chat.titles()[0]).toBe('vie 27 nov 12:30');
    // A tap on an offered time books it at once (only words are read back).
    await chat.tap('vie 27 nov 12:30');
    expect(chat.said()).toContain('Tu cita de Limpieza dental quedó agendada');
    expect(chat.patient.state.step).toBe('idle');
  });

  it('keeps the second service when both are the answer to "¿Qué servicio necesitas?"', async () => {
    const chat = knownPatientChat();
    await chat.text('quiero una cita');
    await chat.text('limpieza y blanqueamiento');
    expect(chat.said()).toContain('Empecemos con Limpieza dental; después agendamos Blanqueamiento.');
    expect(chat.patient.state.also).toBeDefined();
  });

  it('gives each price in one answer, with a button per service', async () => {
    const chat = knownPatientChat();
    await chat.text('cuanto cuesta la limpieza y el blanqueamiento?');
    expect(chat.said()).toContain('Limpieza dental cuesta');
    expect(chat.said()).toContain('Blanqueamiento cuesta');
    expect(chat.titles()).toEqual(['Limpieza dental', 'Blanqueamiento']);
  });

  it('asks which when the patient weighs two ("o")', async () => {
    const chat = knownPatientChat();
    await chat.text('¿limpieza o blanqueamiento? no sé cuál');
    expect(chat.patient.state.step).toBe('service');
    expect(chat.said()).not.toContain('no te entendí');
  });

  it.each([
    ['en vez de limpieza quiero blanqueamiento', 'Blanqueamiento'],
    ['no quiero limpieza, quiero blanqueamiento el lunes', 'Blanqueamiento'],
    ['necesito una consulta, no la limpieza', 'Consulta general'],
  ])('takes the service not turned down: «%s»', async (message, service) => {
    const chat = knownPatientChat();
    await chat.text(message);
    expect(chat.said()).toContain(`Tengo estos horarios para ${service}`);
    expect(chat.patient.state.also).toBeUndefined();
  });
});
