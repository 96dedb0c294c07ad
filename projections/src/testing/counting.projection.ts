import { LAB_DAY_EVENT_TYPES, type LabDayEvent, type RecordedEvent } from '@centre/contracts';
import { fieldsProjection } from '../engine/fields-projection.js';
import type { Projection } from '../engine/projection.js';

/**
 * Deliberately not idempotent: it counts every application of each position, so a double
 * effect shows. Throws at `failAt`, or wherever `fails` says.
 */
export const counting = (failAt?: number, fails: (event: RecordedEvent) => boolean = (event) => event.position === failAt): Projection =>
  fieldsProjection<LabDayEvent>({
    name: 'counting',
    version: 1,
    handles: LAB_DAY_EVENT_TYPES,
    documentId: () => COUNTED,
    fieldsRead: ({ position }) => [String(position)],
    evolve: (fields, recorded) => {
      if (fails(recorded)) throw new Error(`cannot apply ${recorded.event.type}`);
      const field = String(recorded.position);
      return new Map([[field, String(Number(fields.get(field) ?? 0) + 1)]]);
    },
  });

/** The document `counting` keeps: a field per position, the times it was applied. */
export const COUNTED = 'applied';
