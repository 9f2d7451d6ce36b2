import { describe, expect, it } from 'vitest';
import { goldenConversations } from './golden-conversations.ts';
import { GoldenWorld, newPatient, say } from './golden-runner.ts';
import type { AssistantEvent, AssistantReply } from './types.ts';

const buttonOf = (last: AssistantReply | undefined, tap: string | number) => {
  const buttons = last?.buttons ?? [];
  const b = typeof tap === 'number' ? buttons[tap - 1] : buttons.find((x) => x.title === tap);
  if (!b) throw new Error(`no button ${tap} in ${JSON.stringify(buttons)}`);
  return b;
};

describe('golden conversations against the reducer', () => {
  it('has at least 40 conversations', () => {
    expect(goldenConversations.length).toBeGreaterThanOrEqual(40);
  });

  for (const convo of goldenConversations) {
    it(convo.name, async () => {
      const world = new GoldenWorld();
      const patient = newPatient(world, convo.patient.name, convo.patient.appointments);
      let last: AssistantReply | undefined;
      for (const [i, turn] of convo.turns.entries()) {
        if (turn.othersTake) {
          const b = buttonOf(last, turn.othersTake);
          const m = /^a:slot:([0-9a-z]+):(.+)$/.exec(b.id)!;
          const other = newPatient(world, 'Otro');
          world.perform(
            { kind: 'book', serviceId: patient.state.serviceId!, resourceId: m[2]!, start: Number.parseInt(m[1]!, 36) },
            other,
          );
        }
        let event: AssistantEvent;
        if (turn.reminderReschedule) event = { type: 'reschedule', appointmentId: world.live(patient.customer)[0]!.id };
        else if (turn.nonText) event = { type: 'message', text: '[audio]', nonText: true };
        else if (turn.tap !== undefined) {
          const b = buttonOf(last, turn.tap);
          event = { type: 'message', text: b.title, buttonId: b.id };
        } else event = { type: 'message', text: turn.text ?? '' };
        const replies = await say(world, patient, event);
        const all = replies.map((r) => r.text).join('\n');
        const where = `turn ${i + 1} (${turn.text ?? turn.tap ?? ''}): ${all}`;
        const e = turn.expect;
        if (e.silent) expect(replies, where).toEqual([]);
        else expect(replies.length, where).toBeGreaterThan(0);
        for (const s of e.says ?? []) expect(all, where).toContain(s);
        for (const s of e.never ?? []) expect(all, where).not.toContain(s);
        // Buttons stay tappable in the thread: a tap answers the last reply that had some.
        const withButtons = replies.filter((r) => r.buttons && r.buttons.length > 0);
        if (withButtons.length > 0) last = withButtons[withButtons.length - 1];
        if (e.buttons !== undefined) {
          const titles = (replies[replies.length - 1]?.buttons ?? []).map((b) => b.title);
          if (typeof e.buttons === 'number') expect(titles.length, where).toBe(e.buttons);
          else expect(titles, where).toEqual(e.buttons);
        }
        for (const b of last?.buttons ?? []) {
          expect(b.title.length).toBeLessThanOrEqual(20);
          expect(b.id.length).toBeLessThanOrEqual(256);
        }
        if (e.appointments) expect(world.describe(patient.customer), where).toEqual(e.appointments);
        if (e.mode) expect(patient.mode, where).toBe(e.mode);
        if (e.name) expect(patient.name, where).toBe(e.name);
      }
    });
  }
});
