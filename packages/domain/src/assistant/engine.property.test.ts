// Property test: for random sequences of patient messages (phrases, typos, taps on whatever was
// last offered, voice notes, noise), the receptionist never throws, answers every message unless a
// person took over, never offers a time the rules refuse, and books or moves only to a time it offered
// AND the patient agreed to: a tap on that exact option, or a yes to its read-back. It cancels only
// after "¿Seguro que quieres cancelar?" was answered yes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readYesNo } from '../messaging/answers.ts';
import { checkPlacement } from '../scheduling/placement.ts';
import { runTurn } from './engine.ts';
import { GoldenWorld, newPatient } from './golden-runner.ts';
import { goldenTz } from './golden-world.ts';
import type { AssistantAction, AssistantEvent, AssistantReply } from './types.ts';
import { cancelAnswerWords } from './understand.ts';

const phrases = [
  'hola',
  'Hola!! 😀',
  'quiero agendar',
  'limpieza',
  'una consulta el viernes a las 3',
  'mañana temprano',
  'pasado mañana en la tarde',
  'el domingo',
  'la segunda',
  '3',
  '1',
  'más horarios',
  'cancelar mi cita',
  'quiero cambiar mi cita',
  'sí',
  'no',
  'Ana Pérez',
  'gracias',
  'cuánto cuesta el blanqueamiento',
  'horarios y ubicación',
  'cirugía',
  'con la doctora Carla',
  'a las 25:99',
  'el 31/02',
  'kiero agnedar',
  '',
  '   ',
  'el jueves a las 12',
  'el jueves en la tarde porfa',
  'cualquier tarde menos el viernes',
  'me la pueden correr para el miércoles de la semana que viene?',
  'anular la del viernes',
  'cancélela',
  'bájame el turno',
  'ok confirmo 👍',
  'sipo, ahí estaré',
  'mmm no mejor no, la mantengo',
  'ya no me escriban por favor',
  'a las 8 o 9',
  'después del almuerzo',
  'entre las 3 y las 5',
  'la segunda dale',
  'sí',
  'dale',
  'no puedo ir',
  'perdona, era para otra persona',
  '¿atienden los domingos? necesito hora',
  'hi, I want an appointment',
  'ninguno me sirve, avísame si se libera algo',
  'si alguien cancela me avisan',
  'anótame en la lista de espera',
  '¿hay algo antes?',
  'quiero adelantar mi cita',
  '8 semanas',
  'sí, las 4',
];

const step = fc.oneof(
  fc.constantFrom(...phrases).map((text) => ({ kind: 'text' as const, text })),
  fc.string({ maxLength: 30 }).map((text) => ({ kind: 'text' as const, text })),
  fc.integer({ min: 1, max: 12 }).map((n) => ({ kind: 'tap' as const, n })),
  fc.constant({ kind: 'media' as const }),
);

describe('the receptionist on random conversations', () => {
  it('never throws, always answers, offers only bookable times and books only what it offered', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        fc.boolean(),
        async (steps, withAppointment, recurring) => {
          const world = new GoldenWorld();
          if (recurring) world.recurring.add('Limpieza dental');
          const patient = newPatient(
            world,
            'Ana',
            withAppointment ? ['2026-11-26 10:00 Limpieza dental / Dra. Ana Rodríguez'] : [],
          );
          let last: AssistantReply | undefined;
          const offered = new Set<string>();
          // What the patient explicitly agreed to: slots tapped, or read back and answered yes.
          const agreed = new Set<string>();
          for (const s of steps) {
            let event: AssistantEvent;
            if (s.kind === 'media') event = { type: 'message', text: '[image]', nonText: true };
            else if (s.kind === 'tap' && last?.buttons?.length) {
              const b = last.buttons[(s.n - 1) % last.buttons.length]!;
              event = { type: 'message', text: b.title, buttonId: b.id };
            } else event = { type: 'message', text: s.kind === 'text' ? s.text : 'hola' };
            const wasStaff = patient.mode !== 'assistant';
            if (wasStaff) continue;
            const before = patient.state;
            const tapped = event.type === 'message' ? /^a:slot:([0-9a-z]+):(.+)$/.exec(event.buttonId ?? '') : null;
            if (tapped) agreed.add(`${Number.parseInt(tapped[1]!, 36)}:${tapped[2]}`);
            const saysYes =
              event.type === 'message' &&
              (event.buttonId === 'a:ok:yes' ||
                event.buttonId === 'a:cancel:yes' ||
                (!event.buttonId &&
                  // The receptionist's own words for this question ("no puedo ir" is a yes to cancelling).
                  readYesNo(event.text, cancelAnswerWords) === 'yes'));
            if (before.step === 'confirm_slot' && before.chosen && saysYes)
              agreed.add(`${before.chosen.start}:${before.chosen.resourceId}`);
            const buttonId = event.type === 'message' ? event.buttonId : undefined;
            const r = await runTurn(
              patient.state,
              event,
              () => world.context(patient),
              async (action: AssistantAction) => {
                if (action.kind === 'book' || action.kind === 'move') {
                  expect(agreed.has(`${action.start}:${action.resourceId}`), JSON.stringify(steps)).toBe(true);
                }
                // The waitlist only after a yes to its read-back; a series only after a tap on its
                // weeks, a yes to the weeks read back, or (free weeks) a yes to the choice.
                if (action.kind === 'join_waitlist') {
                  expect(before.step).toBe('confirm_waitlist');
                  expect(saysYes, JSON.stringify(steps)).toBe(true);
                }
                if (action.kind === 'book_series') {
                  expect(before.step).toBe('confirm_series');
                  const tappedWeeks = buttonId === `a:series:${action.weeks}`;
                  expect(tappedWeeks || (saysYes && before.series?.weeks === action.weeks), JSON.stringify(steps)).toBe(
                    true,
                  );
                }
                if (action.kind === 'book_times') {
                  expect(before.step).toBe('series_conflicts');
                  expect(saysYes || buttonId === 'a:series:free', JSON.stringify(steps)).toBe(true);
                }
                if (action.kind === 'cancel') {
                  expect(before.step).toBe('confirm_cancel');
                  expect(before.appointmentId).toBe(action.appointmentId);
                  expect(saysYes, JSON.stringify(steps)).toBe(true);
                }
                const answer = world.perform(action, patient);
                if (answer?.type === 'slots' && action.kind === 'find_slots') {
                  for (const slot of answer.slots) {
                    const service = world.services.find((x) => x.id === action.serviceId)!;
                    expect(
                      checkPlacement(
                        {
                          start: slot.start,
                          durationMin: service.durationMin,
                          resourceId: slot.resourceId,
                          serviceDurationMin: service.durationMin,
                          now: world.now,
                          mode: 'book',
                        },
                        { config: world.config, tz: goldenTz, blocks: [], appointments: world.appointments },
                      ).ok,
                    ).toBe(true);
                  }
                }
                return answer;
              },
            );
            patient.state = r.state;
            expect(r.replies.length).toBeGreaterThan(0);
            for (const reply of r.replies) {
              expect(reply.text.length).toBeGreaterThan(0);
              for (const b of reply.buttons ?? []) {
                expect(b.title.length).toBeLessThanOrEqual(20);
                expect(b.id.length).toBeLessThanOrEqual(256);
                const m = /^a:slot:([0-9a-z]+):(.+)$/.exec(b.id);
                if (m) offered.add(`${Number.parseInt(m[1]!, 36)}:${m[2]}`);
              }
              if (reply.buttons?.length) last = reply;
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  }, 120_000);
});
