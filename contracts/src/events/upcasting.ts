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
  const byKey = new Map(upcasters.map((u) => [`${u.type}@${u.fromVersion}`, u]));
  return (event: AnyEvent): AnyEvent => {
    let current = event;
    for (let step = byKey.get(`${current.type}@${current.version}`); step; step = byKey.get(`${current.type}@${current.version}`)) {
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
