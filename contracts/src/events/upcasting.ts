import type { AnyEvent } from './event-envelope.js';

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

/** Version 1 is the first shape of every event; nothing to lift yet. */
export const CENTRE_UPCASTERS: readonly Upcaster[] = [];
export const upcastEvent = createUpcasterChain(CENTRE_UPCASTERS);
