// Shared by the agenda's unit tests only: a week of appointments as the API sends it, built into a model.
import { type Config, defaultConfig, parseHHMM, weekRange, zonedToInstant } from '@recepta/domain';
import type { AgendaAppointment } from '../../../api/agenda.ts';
import { type Block, toDomainBlock } from '../../../api/blocks.ts';
import { wireBlock } from '../../../api/blocks-fixture.ts';
import type { Resource } from '../../../api/resources.ts';
import { type AgendaModel, type AgendaView, buildAgendaModel } from './agenda-model.ts';
import type { AgendaBlock } from './block-layout.ts';

export const CR = 'America/Costa_Rica';
/** A Monday. */
export const MONDAY = '2026-11-23';

/** The instant of wall time `hhmm` on `date` in `tz`. */
export function at(date: string, hhmm: string, tz = CR): number {
  const minutes = parseHHMM(hhmm);
  if (minutes === undefined) throw new Error(`bad time ${hhmm}`);
  return zonedToInstant(date, minutes, tz);
}

export function resource(over: Partial<Resource> = {}): Resource {
  return {
    id: 'r1',
    orgId: 'o1',
    name: 'Ana',
    locationId: 'l1',
    locationName: 'Centro',
    capacity: 1,
    active: true,
    backgroundColor: '#22c55e',
    textColor: '#000000',
    ...over,
  };
}

let nextId = 0;

export function appointment(start: number, minutes: number, over: Partial<AgendaAppointment> = {}): AgendaAppointment {
  nextId += 1;
  return {
    id: `a${nextId}`,
    start: new Date(start).toISOString(),
    end: new Date(start + minutes * 60_000).toISOString(),
    status: 'pending',
    note: '',
    service: { id: 's1', name: 'Limpieza', durationMin: 30 },
    resource: { id: 'r1', name: 'Ana', backgroundColor: '#22c55e', textColor: '#000000' },
    customer: { id: 'c1', name: 'Luisa Pérez', phone: '+50688887777' },
    locationId: 'l1',
    bookedBy: 'staff',
    ...over,
  };
}

export const block = wireBlock;

export function agendaBlock(wire: Block, tz = CR): AgendaBlock {
  return { wire, domain: toDomainBlock(wire), tz, resourceName: null };
}

export function model(
  parts: {
    appointments?: AgendaAppointment[];
    blocks?: Block[];
    resources?: Resource[];
    config?: Partial<Config>;
    tz?: string;
    monday?: string;
    view?: AgendaView;
  } = {},
): AgendaModel {
  const tz = parts.tz ?? CR;
  return buildAgendaModel({
    appointments: parts.appointments ?? [],
    config: { ...defaultConfig, ...parts.config } as Config,
    tz,
    week: weekRange(parts.monday ?? MONDAY, tz),
    resources: parts.resources ?? [resource()],
    locationTz: new Map([['l1', tz]]),
    blocks: (parts.blocks ?? []).map((b) => agendaBlock(b, tz)),
    ...(parts.view ? { view: parts.view } : {}),
  });
}
