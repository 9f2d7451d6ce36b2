import { agendaTexts, formatInstantInZone, rescheduleErrorText } from '@recepta/domain';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { type AgendaAppointment, useReschedule } from '../../api/agenda.ts';
import { errorCode, refusalDetail } from '../../api/client.ts';
import { useMoveSeries } from '../../api/series.ts';
import type { DetailsTarget } from './dialogs/details-dialog.tsx';
import type { PanelRequest } from './dialogs/panel-values.ts';
import { createGestureDriver, type GestureState } from './gesture/gesture-machine.ts';
import type { CardSubject, GestureSubject, PointerDeps, Proposal } from './gesture/pointer-deps.ts';
import { useDrag } from './gesture/use-drag.ts';
import { useResize } from './gesture/use-resize.ts';
import { useSlotSelect } from './gesture/use-slot-select.ts';
import type { ColumnActions } from './grid/day-column.tsx';
import { createGeometry, dropCard, holdCard, placeKey, settleCard } from './grid/grid-geometry.ts';
import { onGridFocus, onGridKeyDown } from './grid/grid-keyboard.ts';
import type { AgendaItem, AgendaModel } from './model/agenda-model.ts';
import type { AgendaBlock } from './model/block-layout.ts';
import { checkTarget, refusalText } from './model/placement-check.ts';

/** The card gesture waiting for confirmation (or saving), if that is where the machine is. */
function heldCard(state: GestureState<GestureSubject>) {
  if (state.phase !== 'proposing' && state.phase !== 'saving') return undefined;
  const { subject } = state;
  return subject.kind === 'slot' ? undefined : { ...state, subject };
}

function proposalOf(subject: CardSubject, target: Proposal['target']): Proposal {
  return subject.kind === 'move'
    ? { kind: 'move', item: subject.item, target }
    : { kind: 'resize', edge: subject.edge, item: subject.item, target };
}

/**
 * The agenda's dialogs and the grid's pointer work in one place: what is open (details, edit panel,
 * block, reschedule confirmation), the stable actions the cards call, and the save of a confirmed
 * drag or resize. The cards' actions never change identity, so no card re-renders for them.
 */
export function useAgendaInteractions(
  orgId: string,
  model: AgendaModel | undefined,
  /** The professional an empty slot belongs to, if the agenda shows only one (slotResource). */
  slotResourceId?: string,
) {
  const [details, setDetails] = useState<DetailsTarget | null>(null);
  const [panel, setPanel] = useState<PanelRequest | null>(null);
  const [block, setBlock] = useState<AgendaBlock | null>(null);
  // The one pointer gesture of the grid. Its machine is the only copy of where it is: a render
  // follows each change, and the confirmation is derived from it (below).
  const [gesture] = useState(() => createGestureDriver<GestureSubject>());
  // The same snapshot on the server, where the agenda is drawn idle (docs/architecture.md#the-server-draws-the-agenda).
  const snapshot = () => gesture.state;
  const gestureState = useSyncExternalStore(gesture.subscribe, snapshot, snapshot);
  const geometry = useRef(createGeometry());
  const reschedule = useReschedule(orgId);

  // Dialogs opened from a card (Enter, E, a double click) give the focus back to it when they
  // close: Radix returns it only to a trigger, and these have none.
  const returnFocus = useRef<string | null>(null);
  const remember = (item: AgendaItem) => {
    returnFocus.current = item.appt.id;
  };
  const restoreFocus = () => {
    const id = returnFocus.current;
    returnFocus.current = null;
    setTimeout(() => {
      if (!id || (document.activeElement && document.activeElement !== document.body)) return;
      document.querySelector<HTMLElement>(`[data-appt-id="${CSS.escape(id)}"]`)?.focus();
    }, 0);
  };

  const openDetails = (item: AgendaItem, m: AgendaModel) =>
    setDetails({
      appt: item.appt,
      date: m.week.days[item.day] as string,
      startMin: item.startMin,
      durationMin: item.durationMin,
    });

  const current: PointerDeps = {
    model,
    geo: geometry.current,
    gesture,
    now: Date.now,
    warn: (message) => toast.error(message),
    tap: (item) => {
      remember(item);
      if (model) openDetails(item, model);
    },
    create: ({ day, startMin, durationMin }) =>
      model &&
      setPanel({
        mode: 'create',
        date: model.week.days[day] as string,
        startMin,
        durationMin,
        resourceId: slotResourceId,
      }),
  };
  const deps = useRef(current);
  deps.current = current;
  const drag = useDrag(deps);
  const resize = useResize(deps);
  const slot = useSlotSelect(deps);

  const actions = useMemo<ColumnActions>(
    () => ({
      drag: drag.onPointerDown,
      resize: resize.onHandlePointerDown,
      slot,
      details: (item) => deps.current.tap(item),
      keyDown: (event) => onGridKeyDown(deps.current, event),
      focus: (event) => onGridFocus(deps.current, event),
      edit: (item) => {
        returnFocus.current = item.appt.id;
        setPanel({ mode: 'edit', appt: item.appt });
      },
      block: setBlock,
      column: (day, el) => {
        if (el) geometry.current.columns.set(day, el);
        else geometry.current.columns.delete(day);
      },
    }),
    [drag.onPointerDown, resize.onHandlePointerDown, slot],
  );

  // A live update while a pointer holds a card, or while a drop waits for confirmation: the slot
  // it points at may just have been taken.
  useEffect(() => {
    if (!model) return;
    drag.active.current?.recheck();
    resize.active.current?.recheck();
  }, [model, drag.active, resize.active]);
  const moveSeries = useMoveSeries(orgId);
  const saving = reschedule.isPending || moveSeries.isPending;
  // The confirmation shows while the machine proposes, and while its save is on the way; once the
  // server answered, the machine waits (still 'saving') only for React to draw the card's new place.
  const proposal = useMemo<Proposal | null>(() => {
    const held = heldCard(gestureState);
    if (!held || (held.phase === 'saving' && !saving)) return null;
    return proposalOf(held.subject, held.target);
  }, [gestureState, saving]);
  useEffect(() => {
    const held = heldCard(gestureState);
    if (!model || saving || held?.phase !== 'proposing') return;
    if (checkTarget(model, held.subject.item, held.target, Date.now())) return;
    dropCard(held.subject.card, held.subject.height);
    gesture.dispatch({ type: 'refuse' });
    toast.error(agendaTexts.takenLive);
  }, [model, gestureState, saving, gesture]);

  // A saved drag or resize: once React has drawn the card in its new place (before paint), the
  // drag's own styles go.
  useLayoutEffect(() => {
    const held = heldCard(gesture.state);
    if (!model || held?.phase !== 'saving') return;
    const drawn = model.itemById.get(held.subject.item.appt.id);
    if ((drawn && placeKey(drawn)) === held.from) return;
    settleCard(held.subject.card);
    gesture.dispatch({ type: 'saved' });
  }, [model, gesture]);

  /**
   * Saves the confirmed drag or resize. A change of a series' appointment says which: "Solo esta"
   * (`one`, the ordinary reschedule) or "Esta y las siguientes" (`following`: the series' move,
   * every later live occurrence shifted by the same days, all or nothing; a resize gives each the
   * new length).
   */
  const confirmProposal = (scope: 'one' | 'following' = 'one') => {
    const held = heldCard(gesture.state);
    if (!model || held?.phase !== 'proposing') return;
    const { subject, target } = held;
    holdCard(subject.card, 'saving');
    gesture.dispatch({ type: 'confirm', from: placeKey(subject.item) });
    const start = formatInstantInZone(target.start, model.tz);
    const series = subject.item.appt.series;
    const save =
      scope === 'following' && series
        ? (callbacks: Parameters<typeof moveSeries.mutate>[1]) =>
            moveSeries.mutate(
              {
                seriesId: series.id,
                fromIndex: series.index,
                start,
                ...(subject.kind === 'resize' ? { durationMin: target.durationMin } : {}),
              },
              callbacks,
            )
        : (callbacks: Parameters<typeof reschedule.mutate>[1]) =>
            reschedule.mutate(
              {
                apptId: subject.item.appt.id,
                resourceId: subject.item.appt.resource.id,
                start,
                durationMin: target.durationMin,
              },
              callbacks,
            );
    save({
      onSuccess: () => {
        toast.success(
          scope === 'following'
            ? 'Citas de la serie reprogramadas'
            : subject.kind === 'move'
              ? 'Cita reprogramada'
              : 'Duración actualizada',
        );
        // The card settles when React draws its new place; this only covers a render that never comes.
        setTimeout(() => {
          if (heldCard(gesture.state)?.subject !== subject) return;
          settleCard(subject.card);
          gesture.dispatch({ type: 'saved' });
        }, 1_000);
      },
      onError: (error) => {
        dropCard(subject.card, subject.height);
        gesture.dispatch({ type: 'failed' });
        toast.error(refusalText(rescheduleErrorText(errorCode(error), subject.kind), refusalDetail(error)));
      },
    });
  };
  const cancelProposal = () => {
    const held = heldCard(gesture.state);
    if (held?.phase !== 'proposing') return;
    dropCard(held.subject.card, held.subject.height);
    gesture.dispatch({ type: 'refuse' });
  };

  return {
    geometry,
    actions,
    details,
    closeDetails: () => {
      setDetails(null);
      restoreFocus();
    },
    // The panel takes over from the details; the focus goes back to the card after both.
    editFromDetails: (appt: AgendaAppointment) => {
      setDetails(null);
      setPanel({ mode: 'edit', appt });
    },
    panel,
    setPanel,
    closePanel: () => {
      setPanel(null);
      restoreFocus();
    },
    block,
    closeBlock: () => setBlock(null),
    proposal,
    saving,
    confirmProposal,
    cancelProposal,
  };
}
