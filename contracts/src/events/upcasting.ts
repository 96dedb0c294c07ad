import type { AnyEvent } from './event-envelope.js';
import { upcastBookingRequestedV1, type BookingRequestedV1 } from './booking-events.js';

/**
 * Old events are never rewritten: a change of shape adds a version and an upcaster that
 * lifts the old version one step when the event is read.
 */
export interface Upcaster {
  type: string;
  fromVersion: number;
  upcast: (event: AnyEvent) => AnyEvent;
}

export const createUpcasterChain = (upcasters: readonly Upcaster[]) => {
  // By type, then version: every event read is looked up, most of them of a type never upcast.
  const byType = new Map<string, Map<number, Upcaster>>();
  for (const u of upcasters) {
    const versions = byType.get(u.type) ?? new Map<number, Upcaster>();
    versions.set(u.fromVersion, u);
    byType.set(u.type, versions);
  }
  return (event: AnyEvent): AnyEvent => {
    let current = event;
    for (let step = byType.get(current.type)?.get(current.version); step; step = byType.get(current.type)?.get(current.version)) {
      current = step.upcast(current);
    }
    return current;
  };
};

export const CENTRE_UPCASTERS: readonly Upcaster[] = [
  // The log hands back what it stored under this type and version: the v1 shape.
  { type: 'BookingRequested', fromVersion: 1, upcast: (e) => upcastBookingRequestedV1(e as BookingRequestedV1) },
];
export const upcastEvent = createUpcasterChain(CENTRE_UPCASTERS);
