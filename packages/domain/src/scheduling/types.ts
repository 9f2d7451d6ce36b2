/**
 * Shapes the scheduling rules work on. Instants are epoch milliseconds (the server converts from
 * Date at its edge); times of day are 'HH:MM' strings in the location's zone.
 */
import type { AppointmentStatus } from './statuses.ts';

/** One stretch of opening hours of a day, wall times 'HH:MM' in the location's zone, open before close. */
export interface OpeningRange {
  open: string;
  close: string;
}

/**
 * Opening hours per weekday (docs/product.md#opening-hours): seven days, Monday first, each at most two
 * ranges in order; an empty day is closed.
 */
export type WeeklyHours = OpeningRange[][];

/** The agenda config (docs/product.md#configuration), as stored and as the rules read it (see normalizeConfig). */
export interface Config {
  /**
   * Without weeklyHours, the hours of every day. With it, derived: its earliest opening and latest
   * closing (the span the agenda grid draws).
   */
  openTime: string;
  closeTime: string;
  /** Absent: openTime–closeTime every day. */
  weeklyHours?: WeeklyHours;
  increment: 15 | 30;
  allowedDurations: number[];
  palette: string[];
  themeMode: 'auto' | 'light' | 'dark';
  /** Minutes before an appointment at which reminders go out. */
  reminderFrequencies: number[];
  /**
   * The template of a reminder frequency, where Configuración chose one (docs/product.md#reminders);
   * a frequency without an entry uses the seeded template by name.
   */
  reminderTemplates?: ReminderTemplateChoice[];
}

export interface ReminderTemplateChoice {
  offsetMin: number;
  templateId: string;
}

interface BlockBase {
  id: string;
  /** null: the block closes the whole organisation. */
  resourceId: string | null;
  reason?: string;
}

/** A block with fixed instants, half-open [start, end). */
export interface OneOffBlock extends BlockBase {
  kind: 'oneoff';
  start: number;
  end: number;
}

/**
 * A block that recurs every day at the same wall-clock times in the location's zone. endTime may be
 * '24:00' (until midnight); an endTime earlier than startTime wraps past midnight.
 */
export interface DailyBlock extends BlockBase {
  kind: 'daily';
  startTime: string;
  endTime: string;
}

export type Block = OneOffBlock | DailyBlock;

/** What conflict checks need of an appointment. */
export interface Appointment {
  id: string;
  resourceId: string;
  start: number;
  end: number;
  status: AppointmentStatus;
}

export interface Resource {
  id: string;
  name: string;
  active: boolean;
}

export interface Service {
  id: string;
  name: string;
  durationMin: number;
}

/** Everything a placement depends on besides the placement itself. */
export interface ScheduleContext {
  config: Config;
  /** IANA zone of the location. */
  tz: string;
  blocks: readonly Block[];
  appointments: readonly Appointment[];
}
