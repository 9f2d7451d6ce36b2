/**
 * The week as the grid draws it, built from what the API answered: appointments placed on the
 * week's days in the agenda's zone and given lanes, and the schedule context the domain rules
 * need for instant feedback. Pure, so it is computed once per data change (useMemo).
 */
import {
  type Appointment,
  type Config,
  closedRanges,
  incrementOf,
  isShown,
  openingRanges,
  type ScheduleContext,
  type WeekRange,
} from '@recepta/domain';
import type { AgendaAppointment } from '../../../api/agenda.ts';
import type { Resource } from '../../../api/resources.ts';
import { type AgendaBlock, type AllDaySpan, type BlockSegment, layoutBlocks } from './block-layout.ts';
import { assignLanes, type Span, visibleRange, type WeekClock, weekClock } from './layout.ts';

export interface AgendaItem {
  appt: AgendaAppointment;
  /** Instants. */
  start: number;
  end: number;
  /** 0 = Monday. */
  day: number;
  /** Minutes after local midnight of `day`; `end` is cut at midnight. */
  startMin: number;
  endMin: number;
  durationMin: number;
  lane: number;
  lanes: number;
}

export interface AgendaModel {
  tz: string;
  config: Config;
  increment: 15 | 30;
  week: WeekRange;
  clock: WeekClock;
  /** Minutes of the day drawn. */
  range: Span;
  /** What the grid shows (cancelled ones only on demand: their slot is free), by day, then by start. */
  byDay: AgendaItem[][];
  itemById: Map<string, AgendaItem>;
  resources: Resource[];
  resourceById: Map<string, Resource>;
  segments: BlockSegment[][];
  allDay: AllDaySpan[];
  /** Organisation-wide full-day closures, per day (the column is shaded). */
  closedDays: boolean[];
  /**
   * Per day, the drawn minutes outside that day's opening hours (docs/product.md#opening-hours): a midday
   * break, a short Saturday's afternoon, all of a closed day. Shaded in its column.
   */
  closedHours: Span[][];
  /** Per day, no opening hours at all (the day is closed by the weekly hours). */
  closedWeekday: boolean[];
  /** The context checkPlacement needs for a resource (its location's zone). */
  contextFor(resourceId: string): ScheduleContext;
  resourceTz(resourceId: string): string;
}

/** What the receptionist chose to see (docs/product.md#agenda-layout): kept per browser. */
export interface AgendaView {
  /** Professionals whose appointments and own blocks are hidden (the legend toggles them). */
  hiddenResources: ReadonlySet<string>;
  /** Cancelled appointments drawn too, struck through ('Mostrar canceladas'). */
  showCancelled: boolean;
}

export const defaultView: AgendaView = { hiddenResources: new Set(), showCancelled: false };

export interface ModelInput {
  appointments: readonly AgendaAppointment[];
  /** Filters of what is drawn; the placement checks still see everything. */
  view?: AgendaView;
  config: Config;
  tz: string;
  week: WeekRange;
  resources: readonly Resource[];
  locationTz: ReadonlyMap<string, string>;
  blocks: readonly AgendaBlock[];
}

export function buildAgendaModel(input: ModelInput): AgendaModel {
  const { config, tz, week } = input;
  const view = input.view ?? defaultView;
  const clock = weekClock(week.days, tz);
  const byDay: AgendaItem[][] = Array.from({ length: 7 }, () => []);
  const itemById = new Map<string, AgendaItem>();
  const domainAppointments: Appointment[] = [];

  for (const appt of input.appointments) {
    const start = Date.parse(appt.start);
    const end = Date.parse(appt.end);
    domainAppointments.push({ id: appt.id, resourceId: appt.resource.id, start, end, status: appt.status });
    if (!isShown(appt.status) && !(view.showCancelled && appt.status === 'cancelled')) continue;
    if (view.hiddenResources.has(appt.resource.id)) continue;
    // An appointment that began before Monday shows from Monday's midnight.
    const at = clock.locate(Math.max(start, week.start));
    if (!at) continue;
    const durationMin = Math.round((end - start) / 60_000);
    const shown = Math.round((end - Math.max(start, week.start)) / 60_000);
    const item: AgendaItem = {
      appt,
      start,
      end,
      day: at.day,
      startMin: at.minutes,
      endMin: Math.min(1440, at.minutes + shown),
      durationMin,
      lane: 0,
      lanes: 1,
    };
    byDay[at.day]?.push(item);
    itemById.set(appt.id, item);
  }

  for (const items of byDay) {
    items.sort((a, b) => a.startMin - b.startMin || b.endMin - a.endMin);
    const lanes = assignLanes(items.map((i) => ({ start: i.startMin, end: i.endMin })));
    for (let i = 0; i < items.length; i++) Object.assign(items[i] as AgendaItem, lanes[i]);
  }

  const resourceById = new Map(input.resources.map((r) => [r.id, r]));
  const resourceTz = (resourceId: string) => {
    const resource = resourceById.get(resourceId);
    return (resource && input.locationTz.get(resource.locationId)) ?? tz;
  };
  const range = visibleRange(
    config,
    (function* () {
      for (const items of byDay) for (const i of items) yield { start: i.startMin, end: i.endMin };
    })(),
  );
  const drawnBlocks = input.blocks.filter(
    (b) => b.domain.resourceId === null || !view.hiddenResources.has(b.domain.resourceId),
  );
  const blockLayout = layoutBlocks(drawnBlocks, clock, week, config, range);
  const domainBlocks = input.blocks.map((b) => b.domain);

  return {
    tz,
    config,
    increment: incrementOf(config),
    week,
    clock,
    range,
    byDay,
    itemById,
    resources: [...input.resources],
    resourceById,
    segments: blockLayout.segments,
    allDay: blockLayout.allDay,
    closedDays: blockLayout.closedDays,
    closedHours: week.days.map((date) =>
      closedRanges(config, date, range.start, range.end).map(([start, end]) => ({ start, end })),
    ),
    closedWeekday: week.days.map((date) => openingRanges(config, date).length === 0),
    resourceTz,
    contextFor: (resourceId) => ({
      config,
      tz: resourceTz(resourceId),
      blocks: domainBlocks,
      appointments: domainAppointments,
    }),
  };
}
