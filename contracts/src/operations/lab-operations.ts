import type { Actor } from '../events/event-envelope.js';
import type { LabLimits } from '../bookings/booking-limits.js';
import { openSlotIds, type OpeningHours } from '../catalogue/opening-hours.js';
import { TIME_SLOTS } from '../catalogue/time-slots.js';
import type { UnavailableCell } from '../realtime/availability.socket.js';
import type { CentreTime, LabOperationEvent, OutageKind } from './lab-operation-events.js';

/** A closure in force or to come, as the console lists it and the lab-day decision reads it. */
export interface Closure {
  closureId: string;
  labId: string | null;
  from: string;
  to: string;
  reason: string;
  declaredBy: string;
  declaredAt: string;
}

/** An outage in force or to come; `until` is already the earlier end when it was ended early. */
export interface Outage {
  outageId: string;
  labId: string;
  facilityId: string;
  from: CentreTime;
  until: CentreTime;
  kind: OutageKind;
  reason: string;
  declaredBy: string;
  declaredAt: string;
}

/**
 * What one lab-operations stream (a lab's, or the centre's) says now: the read model's document
 * and the operations decider's state are this one fold.
 */
export interface LabOperations {
  closures: readonly Closure[];
  outages: readonly Outage[];
  /** The lab's limits its admin set last; absent until one is set (the defaults apply). */
  limits?: LabLimits;
  /** The lab's opening hours its admin set last; absent until set (the catalogue's apply). */
  hours?: OpeningHours;
}

export const NO_OPERATIONS: LabOperations = { closures: [], outages: [] };

const byWhom = (actor: Actor): string => (actor.kind === 'user' ? actor.email : actor.kind);

/** The calendar date `days` before an instant's UTC date: what is over by then is history. */
const daysBefore = (instant: string, days: number): string =>
  new Date(Date.parse(instant) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Operations over for two days and more by the time of a new declaration are dropped, so the
 * document a booking request reads stays the size of what is current (the log keeps them all).
 * Two days: an instant's UTC date may lag the centre's by one.
 */
const current = (operations: LabOperations, occurredAt: string): LabOperations => {
  const horizon = daysBefore(occurredAt, 2);
  return {
    // The lab's standing rules (limits, hours) are never history.
    ...operations,
    closures: operations.closures.filter((c) => c.to >= horizon),
    outages: operations.outages.filter((o) => o.until.slice(0, 10) >= horizon),
  };
};

/**
 * Pure; the same event twice leaves what it left once (a declaration is known by its id, a lift
 * or an early end of what is no longer there changes nothing); returns the state it was given
 * when nothing changes.
 */
export const evolveLabOperations = (state: LabOperations, event: LabOperationEvent): LabOperations => {
  switch (event.type) {
    case 'ClosureDeclared': {
      if (state.closures.some((c) => c.closureId === event.data.closureId)) return state;
      const { closureId, labId, from, to, reason } = event.data;
      const closure: Closure = { closureId, labId, from, to, reason, declaredBy: byWhom(event.actor), declaredAt: event.occurredAt };
      const kept = current(state, event.occurredAt);
      return { ...kept, closures: [...kept.closures, closure] };
    }
    case 'ClosureLifted': {
      if (!state.closures.some((c) => c.closureId === event.data.closureId)) return state;
      return { ...state, closures: state.closures.filter((c) => c.closureId !== event.data.closureId) };
    }
    case 'OutageDeclared': {
      if (state.outages.some((o) => o.outageId === event.data.outageId)) return state;
      const { outageId, labId, facilityId, from, until, kind, reason } = event.data;
      const outage: Outage = { outageId, labId, facilityId, from, until, kind, reason, declaredBy: byWhom(event.actor), declaredAt: event.occurredAt };
      const kept = current(state, event.occurredAt);
      return { ...kept, outages: [...kept.outages, outage] };
    }
    case 'OutageEnded': {
      const { outageId, at } = event.data;
      const outage = state.outages.find((o) => o.outageId === outageId);
      if (!outage || outage.until <= at) return state;
      // Ended before it began: it never happens.
      const outages =
        at <= outage.from
          ? state.outages.filter((o) => o.outageId !== outageId)
          : state.outages.map((o) => (o.outageId === outageId ? { ...o, until: at } : o));
      return { ...state, outages };
    }
    case 'LabLimitsSet':
      // The latest setting is the whole rule; the same event again leaves what it left.
      return { ...state, limits: event.data.limits };
    case 'OpeningHoursSet': {
      // Likewise the whole rule: the same event again leaves what it left.
      const { weekdays, slots } = event.data;
      return { ...state, hours: { weekdays, slots } };
    }
  }
};

/** The operations that concern one lab on one date: what the lab-day decision takes as input. */
export interface LabDayOperations {
  closures: readonly Closure[];
  outages: readonly Outage[];
  /** The lab's limits as set in the console (the first source's); absent: the defaults. */
  limits?: LabLimits;
  /** The lab's opening hours as set in the console (the first source's); absent: the catalogue's. */
  hours?: OpeningHours;
}

export const NO_LAB_DAY_OPERATIONS: LabDayOperations = { closures: [], outages: [] };

const slotTimes = new Map(TIME_SLOTS.map((s) => [s.id, s] as const));

/** Whether an outage takes the facility out of service for (part of) a slot of a date. */
export const outageCovers = (outage: Pick<Outage, 'from' | 'until'>, date: string, slotId: string): boolean => {
  const slot = slotTimes.get(slotId);
  return slot !== undefined && `${date}T${slot.start}` < outage.until && `${date}T${slot.end}` > outage.from;
};

/** From a lab's operations and the centre's: those that concern the lab on the date. */
export const labDayOperations = (lab: string, date: string, ...sources: readonly LabOperations[]): LabDayOperations => ({
  ...(sources[0]?.limits && { limits: sources[0].limits }),
  ...(sources[0]?.hours && { hours: sources[0].hours }),
  closures: sources.flatMap((s) => s.closures.filter((c) => (c.labId === null || c.labId === lab) && c.from <= date && date <= c.to)),
  outages: sources.flatMap((s) =>
    s.outages.filter((o) => o.labId === lab && o.from.slice(0, 10) <= date && date <= o.until.slice(0, 10) && TIME_SLOTS.some((t) => outageCovers(o, date, t.id))),
  ),
});

/** The first outage that takes one of the asked cells; undefined when none does. */
export const outageAmong = (
  operations: LabDayOperations,
  date: string,
  slotIds: readonly string[],
  facilityIds: readonly string[],
): Outage | undefined =>
  operations.outages.find((o) => facilityIds.includes(o.facilityId) && slotIds.some((slotId) => outageCovers(o, date, slotId)));

const noteOf = (words: string): { note?: string } => (words.trim() === '' ? {} : { note: words });

/**
 * The cells of a lab-day nobody can book because of a closure or an outage, as the live
 * snapshot carries them. Opening hours are not repeated here (the snapshot carries the lab's
 * current hours beside them): only the lab's open slots are listed, and an outage's cells only
 * where no closure shuts the day.
 */
export const unavailableCells = (operations: LabDayOperations, lab: string, date: string): UnavailableCell[] => {
  const open = [...openSlotIds(lab, date, operations.hours)];
  const closure = operations.closures[0];
  if (closure) return open.map((slotId) => ({ slotId, facilityId: null, reason: 'closed', ...noteOf(closure.reason) }));
  return operations.outages.flatMap((o) =>
    open.filter((slotId) => outageCovers(o, date, slotId)).map((slotId): UnavailableCell => ({ slotId, facilityId: o.facilityId, reason: 'maintenance', ...noteOf(o.reason) })),
  );
};
