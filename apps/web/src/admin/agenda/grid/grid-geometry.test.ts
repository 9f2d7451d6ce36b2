import { describe, expect, it } from 'vitest';
import {
  contentY,
  createGeometry,
  dayAtX,
  dropCard,
  hideGuide,
  holdCard,
  liftCard,
  moveCard,
  placeKey,
  settleCard,
  showGuide,
  sizeCard,
} from './grid-geometry.ts';

/**
 * Just enough of an HTMLElement for the geometry helpers (the web project runs in node): a box,
 * inline styles, a dataset and a first child for the guide's label.
 */
function fakeElement(box: { left?: number; right?: number; top?: number; offsetLeft?: number; width?: number } = {}) {
  const label = { textContent: '' };
  const el = {
    style: {} as Record<string, string>,
    dataset: {} as Record<string, string | undefined>,
    offsetLeft: box.offsetLeft ?? 0,
    offsetWidth: box.width ?? 0,
    firstElementChild: label,
    getBoundingClientRect: () => ({ left: box.left ?? 0, right: box.right ?? 0, top: box.top ?? 0 }),
  };
  return { el: el as unknown as HTMLElement, raw: el, label };
}

describe('dayAtX', () => {
  it('is the column under the pointer, or the nearest one beside the grid', () => {
    const geo = createGeometry();
    geo.columns.set(0, fakeElement({ left: 100, right: 200 }).el);
    geo.columns.set(1, fakeElement({ left: 200, right: 300 }).el);
    expect(dayAtX(geo, 150)).toBe(0);
    expect(dayAtX(geo, 250)).toBe(1);
    expect(dayAtX(geo, 20)).toBe(0);
    expect(dayAtX(geo, 900)).toBe(1);
    expect(dayAtX(createGeometry(), 150)).toBeUndefined();
  });
});

describe('contentY', () => {
  it("measures from the grid body's top", () => {
    const geo = createGeometry();
    geo.body = fakeElement({ top: -300 }).el;
    expect(contentY(geo, 100)).toBe(400);
  });
});

describe('the guide', () => {
  it('covers the slot in its column, with its times and state, and goes away', () => {
    const geo = createGeometry();
    const guide = fakeElement();
    geo.guide = guide.el;
    geo.rangeStart = 480;
    geo.pxPerMinute = 2;
    geo.columns.set(3, fakeElement({ offsetLeft: 420, width: 140 }).el);
    showGuide(geo, { day: 3, startMin: 540, endMin: 570, state: 'bad', message: 'Conflicto de horario' });
    expect(guide.raw.style).toMatchObject({ display: 'block', left: '420px', width: '140px', top: '120px' });
    expect(guide.raw.style.height).toBe('60px');
    expect(guide.raw.dataset.state).toBe('bad');
    expect(guide.label.textContent).toBe('09:00–09:30 · Conflicto de horario');

    hideGuide(geo);
    expect(guide.raw.style.display).toBe('none');
    expect(guide.raw.dataset.state).toBeUndefined();
    expect(guide.label.textContent).toBe('');
  });
});

describe('a card under the pointer', () => {
  it('is put back at the size it had when lifted', () => {
    const card = fakeElement();
    liftCard(card.el);
    expect(card.raw.dataset.lifted).toBe('drag');
    moveCard(card.el, 10, 20);
    expect(card.raw.style.transform).toBe('translate3d(10px, 20px, 0)');
    sizeCard(card.el, -30, 2);
    expect(card.raw.style.height).toBe('6px');
    holdCard(card.el, 'confirm');
    expect(card.raw.dataset.lifted).toBe('confirm');
    dropCard(card.el, '60px');
    expect(card.raw.style).toMatchObject({ transform: '', height: '60px' });
    expect(card.raw.dataset.lifted).toBeUndefined();
  });

  it('keeps its new size when settled after a save', () => {
    const card = fakeElement();
    card.raw.style.height = '60px';
    liftCard(card.el);
    sizeCard(card.el, 0, 120);
    settleCard(card.el);
    expect(card.raw.style).toMatchObject({ transform: '', height: '120px' });
    expect(card.raw.dataset.lifted).toBeUndefined();
  });

  it('is keyed by its place, so a save elsewhere is seen', () => {
    expect(placeKey({ start: 1, end: 2, appt: { resource: { id: 'r1' } } })).toBe('1-2-r1');
  });
});
