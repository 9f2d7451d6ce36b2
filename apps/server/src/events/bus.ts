import type { DomainEvent, DomainEventType, EventOf } from '@recepta/domain';
import type { Db } from '../db/client.ts';

/** Reacts to an event inside the transaction of the verb that emitted it. */
export type Subscriber<T extends DomainEventType> = (tx: Db, event: EventOf<T>) => Promise<void>;

interface Entry {
  name: string;
  run: (tx: Db, event: DomainEvent) => Promise<void>;
}

const subscribers = new Map<DomainEventType, Entry[]>();

/**
 * Adds a subscriber to one event type (docs/architecture.md#events). `name` keeps it once however
 * often it is registered (every app built in a process registers the same list). Subscribers run
 * in the order they were registered.
 */
export function subscribe<T extends DomainEventType>(type: T, name: string, run: Subscriber<T>): void {
  const list = subscribers.get(type) ?? [];
  if (list.some((s) => s.name === name)) return;
  list.push({ name, run: run as Entry['run'] });
  subscribers.set(type, list);
}

/**
 * Announces an event in the caller's transaction: every subscriber runs now, in it, so the event's
 * consequences commit with the change (or roll back with it). A subscriber that throws fails the verb.
 */
export async function emit(tx: Db, event: DomainEvent): Promise<void> {
  for (const s of subscribers.get(event.type) ?? []) await s.run(tx, event);
}

/** The subscribers of each event type, by name (the architecture doc and its test list them). */
export function subscriberNames(): Record<string, string[]> {
  return Object.fromEntries([...subscribers].map(([type, list]) => [type, list.map((s) => s.name)]));
}
