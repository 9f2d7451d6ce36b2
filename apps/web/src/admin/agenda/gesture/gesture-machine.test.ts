import { describe, expect, it } from 'vitest';
import { DRAG_THRESHOLD_PX } from '../model/layout.ts';
import type { Target } from '../model/placement-check.ts';
import {
  createGestureDriver,
  type GestureEvent,
  type GestureState,
  gestureReducer,
  idle,
  type OkTarget,
} from './gesture-machine.ts';

type S = string;
const at = (clientX: number, clientY: number) => ({ clientX, clientY });
const ok: OkTarget = { kind: 'ok', day: 1, startMin: 600, durationMin: 30, start: 1_700_000_000_000 };
const bad: Target = {
  kind: 'bad',
  day: 1,
  startMin: 660,
  durationMin: 30,
  failure: { code: 'slot_conflict', message: 'Conflicto de horario' },
};

function run(events: GestureEvent<S>[], from: GestureState<S> = idle): GestureState<S> {
  return events.reduce(gestureReducer<S>, from);
}

const press: GestureEvent<S> = { type: 'press', subject: 'card-1', at: at(100, 100) };
const pastThreshold: GestureEvent<S> = { type: 'move', at: at(100, 100 + DRAG_THRESHOLD_PX) };
const dragging = run([press, pastThreshold]);
const proposing = run([{ type: 'aim', target: ok }, { type: 'release' }], dragging);
const saving = run([{ type: 'confirm', from: 'old-place' }], proposing);

describe('gestureReducer', () => {
  it('idle → pressing on a press', () => {
    expect(run([press])).toEqual({ phase: 'pressing', subject: 'card-1', origin: at(100, 100) });
  });

  it('stays pressing while the pointer travels less than the threshold', () => {
    const pressed = run([press]);
    expect(run([{ type: 'move', at: at(103, 103) }], pressed)).toBe(pressed);
  });

  it('pressing → dragging past the threshold, with nothing to change yet', () => {
    expect(dragging).toEqual({ phase: 'dragging', subject: 'card-1', target: { kind: 'same' } });
  });

  it('a click without movement is not a drag: pressing → idle on release', () => {
    expect(run([press, { type: 'release' }])).toEqual(idle);
    expect(run([press, { type: 'move', at: at(102, 101) }, { type: 'release' }])).toEqual(idle);
  });

  it('Escape does nothing before the drag begins; a cancelled pointer ends the press', () => {
    const pressed = run([press]);
    expect(run([{ type: 'escape' }], pressed)).toBe(pressed);
    expect(run([{ type: 'cancel' }], pressed)).toEqual(idle);
  });

  it('dragging keeps the latest target it is aimed at', () => {
    expect(run([{ type: 'aim', target: bad }], dragging)).toMatchObject({ phase: 'dragging', target: bad });
    expect(
      run(
        [
          { type: 'aim', target: bad },
          { type: 'aim', target: ok },
        ],
        dragging,
      ),
    ).toMatchObject({ target: ok });
  });

  it('Escape or a cancelled pointer during a drag goes back to idle', () => {
    expect(run([{ type: 'aim', target: ok }, { type: 'escape' }], dragging)).toEqual(idle);
    expect(run([{ type: 'aim', target: ok }, { type: 'cancel' }], dragging)).toEqual(idle);
  });

  it('dragging → proposing when released on a valid target', () => {
    expect(proposing).toEqual({ phase: 'proposing', subject: 'card-1', target: ok });
  });

  it('dragging → idle when released on an invalid target or where it started', () => {
    expect(run([{ type: 'aim', target: bad }, { type: 'release' }], dragging)).toEqual(idle);
    expect(run([{ type: 'release' }], dragging)).toEqual(idle);
  });

  it('proposing → saving on confirm, remembering where the appointment was', () => {
    expect(saving).toEqual({ phase: 'saving', subject: 'card-1', target: ok, from: 'old-place' });
  });

  it('a refused proposal returns to idle', () => {
    expect(run([{ type: 'refuse' }], proposing)).toEqual(idle);
  });

  it('saving → idle once saved, or when the save failed', () => {
    expect(run([{ type: 'saved' }], saving)).toEqual(idle);
    expect(run([{ type: 'failed' }], saving)).toEqual(idle);
  });

  it('ignores a press while a proposal waits or saves', () => {
    const other: GestureEvent<S> = { type: 'press', subject: 'card-2', at: at(0, 0) };
    expect(run([other], proposing)).toBe(proposing);
    expect(run([other], saving)).toBe(saving);
  });

  it('starts over on a press after a release that never arrived', () => {
    const other: GestureEvent<S> = { type: 'press', subject: 'card-2', at: at(0, 0) };
    expect(run([other], dragging)).toEqual({ phase: 'pressing', subject: 'card-2', origin: at(0, 0) });
  });

  it('leaves the state alone on events that do not apply to it', () => {
    const stray: GestureEvent<S>[] = [
      { type: 'move', at: at(500, 500) },
      { type: 'aim', target: ok },
      { type: 'release' },
      { type: 'escape' },
      { type: 'confirm', from: 'x' },
      { type: 'saved' },
    ];
    for (const e of stray) expect(gestureReducer(idle, e)).toBe(idle);
    expect(run([{ type: 'release' }, { type: 'escape' }, { type: 'aim', target: bad }], proposing)).toBe(proposing);
    expect(run([{ type: 'refuse' }, { type: 'release' }, { type: 'confirm', from: 'y' }], saving)).toBe(saving);
    expect(run([{ type: 'confirm', from: 'x' }, { type: 'saved' }], dragging)).toBe(dragging);
  });
});

describe('createGestureDriver', () => {
  it('holds the state and reports each change, not the events that change nothing', () => {
    const changes: string[] = [];
    const driver = createGestureDriver<S>((next, before) => changes.push(`${before.phase}→${next.phase}`));
    driver.dispatch(press);
    driver.dispatch({ type: 'move', at: at(101, 101) });
    driver.dispatch(pastThreshold);
    driver.dispatch({ type: 'aim', target: ok });
    driver.dispatch({ type: 'release' });
    expect(driver.state).toEqual(proposing);
    expect(changes).toEqual(['idle→pressing', 'pressing→dragging', 'dragging→dragging', 'dragging→proposing']);
  });

  it('tells its subscribers of each change (React renders from it), and stops when they leave', () => {
    const driver = createGestureDriver<S>();
    let calls = 0;
    const leave = driver.subscribe(() => {
      calls++;
    });
    driver.dispatch(press);
    driver.dispatch({ type: 'move', at: at(101, 101) });
    expect(calls).toBe(1);
    leave();
    driver.dispatch(pastThreshold);
    expect(calls).toBe(1);
    expect(driver.state.phase).toBe('dragging');
  });
});
