import { LAB_DAY_EVENT_TYPES, type LabDayEvent, type RecordedEvent } from '@centre/contracts';
import type { Projection, ReadModelTx } from '../../engine/projection.js';
import { builtModule } from '../../engine/thread-module.js';
import { evolveLabDay, fieldsRead } from './occupancy.evolve.js';
import { OccupancyFold } from './occupancy.fold.js';
import { labDayKey } from './occupancy.keys.js';

export const OCCUPANCY = 'occupancy';

export { labDayKey } from './occupancy.keys.js';

/** What `onCommitted` reports for a lab-day whose occupancy changed. */
export const labDayChange = (lab: string, date: string): string => `labday|${lab}|${date}`;

export const parseLabDayChange = (change: string): { lab: string; date: string } | null => {
  const [kind, lab, date] = change.split('|');
  return kind === 'labday' && lab && date ? { lab, date } : null;
};

const labDayOf = (event: LabDayEvent) => labDayKey(event.data.lab, event.data.date);

/** Writes an event's patch, given the values of the fields it reads (in `wanted` order). */
const write = (
  tx: ReadModelTx,
  key: string,
  event: LabDayEvent,
  wanted: readonly string[],
  values: ReadonlyArray<string | null>,
): void => {
  const fields = new Map<string, string>();
  for (let i = 0; i < wanted.length; i += 1) {
    const value = values[i];
    if (value !== undefined && value !== null) fields.set(wanted[i]!, value);
  }
  const patch = evolveLabDay(fields, event, wanted);
  if (patch.size === 0) return;
  const removed: string[] = [];
  for (const [field, value] of patch) {
    if (value === null) removed.push(field);
    else tx.hsetField(key, field, value);
  }
  if (removed.length > 0) tx.hdel(key, removed);
  tx.changed(labDayChange(event.data.lab, event.data.date));
};

export const occupancyProjection: Projection = {
  name: OCCUPANCY,
  version: 1,
  handles: LAB_DAY_EVENT_TYPES,
  prefetch: (recorded: RecordedEvent) => {
    const event = recorded.event as LabDayEvent;
    const key = labDayOf(event);
    return fieldsRead(event).map((field) => ({ op: 'hget' as const, key, field }));
  },
  apply(recorded, tx) {
    const event = recorded.event as LabDayEvent;
    const key = labDayOf(event);
    const wanted = fieldsRead(event);
    // Prefetched (the usual case): synchronous, no promise per event.
    const known = tx.hmgetKnown(key, wanted);
    if (known) return write(tx, key, event, wanted, known);
    return tx.hmget(key, wanted).then((values) => write(tx, key, event, wanted, values));
  },
  fold: () => new OccupancyFold(),
  // A lab-day's events are its own stream (the boundary of every booking decision): a part of
  // the streams folds into its own lab-days' hashes, which no other part touches.
  foldsInParts: { module: builtModule(import.meta.url), export: 'occupancyProjection' },
};
