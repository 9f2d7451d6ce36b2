import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { appointment, at, MONDAY } from '../../../../test/fixtures/agenda-week.ts';
import type { AgendaAppointment } from '../../../api/agenda.ts';
import type { AgendaItem } from '../model/agenda-model.ts';
import { AppointmentCard, type CardActions } from './appointment-card.tsx';

/** A card's name, an aria-label, and what it shows (docs/product.md#agenda-layout). */

const actions: CardActions = { drag() {}, resize() {}, details() {}, edit() {} };

function item(minutes: number, lanes: number, over: Partial<AgendaAppointment> = {}): AgendaItem {
  const start = at(MONDAY, '09:00');
  return {
    appt: appointment(start, minutes, over),
    start,
    end: start + minutes * 60_000,
    day: 0,
    startMin: 9 * 60,
    endMin: 9 * 60 + minutes,
    durationMin: minutes,
    lane: 0,
    lanes,
  };
}

/** The card's aria-label and its visible lines, as drawn (at 2 px a minute: 15 min compact, 30 short, 60 full). */
function draw(card: AgendaItem) {
  const html = renderToStaticMarkup(
    createElement(AppointmentCard, { item: card, pxPerMinute: 2, rangeStart: 8 * 60, actions, movable: true }),
  );
  const label = /aria-label="([^"]*)"/.exec(html)?.[1] ?? '';
  const shown = /<span aria-hidden="true"[^>]*>(.*?)<\/span>/s.exec(html)?.[1] ?? '';
  return { html, label, shown: shown.replace(/<[^>]+>/g, '') };
}

/**
 * The words of a text as axe's label-in-name rule (WCAG 2.5.3) compares them: decomposed, lower
 * case, anything but letters and digits a space.
 */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\([^()]*\)/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

function startsWithWords(name: string, shown: string): boolean {
  const [a, b] = [words(name), words(shown)];
  return b.length > 0 && b.every((word, i) => a[i] === word);
}

describe('an agenda card', () => {
  const statuses = ['pending', 'CONFIRMED', 'no_show', 'cancelled'] as const;
  const sizes = [
    { minutes: 15, lanes: 1 },
    { minutes: 30, lanes: 1 },
    { minutes: 60, lanes: 1 },
    { minutes: 60, lanes: 3 },
  ];

  it('starts its name with the words its lines show, in their order (WCAG 2.5.3)', () => {
    for (const status of statuses) {
      for (const { minutes, lanes } of sizes) {
        const { label, shown } = draw(item(minutes, lanes, { status }));
        expect(shown, `${status} ${minutes} min × ${lanes}`).not.toBe('');
        expect(startsWithWords(label, shown), `"${label}" should start with "${shown}"`).toBe(true);
      }
    }
  });

  it('names the whole appointment: time range, who, what, with whom and the status', () => {
    expect(draw(item(30, 1)).label).toBe('09:00, Luisa Pérez, Limpieza, Ana, hasta 09:30, Pendiente');
    expect(draw(item(60, 1, { status: 'CONFIRMED' })).label).toBe(
      '09:00–10:00, Luisa Pérez, Limpieza, Ana, Confirmada',
    );
    expect(draw(item(60, 3, { status: 'no_show' })).label).toBe(
      '09:00, No asistió, Luisa Pérez, Limpieza, Ana, hasta 10:00',
    );
    expect(draw(item(15, 1, { status: 'no_show' })).label).toBe(
      '09:00, Luisa Pérez, Limpieza, Ana, hasta 09:15, No asistió',
    );
  });

  it('has no element for its name; a card too narrow for text has its name and nothing inside', () => {
    expect(draw(item(30, 1)).html).not.toContain('sr-only');
    const bare = draw(item(30, 6));
    expect(bare.label).toBe('09:00–09:30, Luisa Pérez, Limpieza, Ana, Pendiente');
    expect(bare.html).toMatch(/<button[^>]*><\/button>/);
  });
});
