// "Con quien me atendió la vez pasada" (docs/product.md#chat-receptionist): the professional of the
// patient's latest past visit, read from the context, never a guess when there was none.
import { describe, expect, it } from 'vitest';
import { asksSameProfessional } from './choices.ts';
import { knownPatientChat } from './golden-runner.ts';

const PAST_WITH_CARLA = ['2026-11-10 09:00 Consulta general / Dra. Carla Méndez'];

describe('the professional of the last visit', () => {
  it.each([
    'con quien me atendio la vez pasada',
    'la que me atendio',
    'con la misma doctora de la otra vez',
    'con el mismo dentista',
    'con la misma de siempre',
    'con mi doctora de siempre',
    'con el doctor de la ultima vez',
    'con la misma persona que me vio',
  ])('reads «%s» as the same professional', (folded) => {
    expect(asksSameProfessional(folded)).toBe(true);
  });

  it.each([
    'con la misma hora de la vez pasada',
    'el mismo dia',
    'la vez pasada me cobraron de mas',
    'quiero otra doctora',
  ])('reads «%s» as no professional', (folded) => {
    expect(asksSameProfessional(folded)).toBe(false);
  });

  it('offers only the times of whoever attended the latest past visit', async () => {
    const chat = knownPatientChat(PAST_WITH_CARLA);
    await chat.text('quiero cita de limpieza con quien me atendió la vez pasada');
    expect(chat.said()).toContain('Tengo estos horarios para Limpieza dental');
    expect(chat.said().match(/con Dra\. \S+/g)).toEqual(['con Dra. Carla', 'con Dra. Carla', 'con Dra. Carla']);
  });

  it('offers anyone when the patient has no past visit', async () => {
    const chat = knownPatientChat();
    await chat.text('quiero cita de limpieza con quien me atendió la vez pasada');
    expect(chat.patient.state.pref?.resourceId).toBeUndefined();
    expect(chat.said()).toContain('Tengo estos horarios para Limpieza dental');
  });
});
