import { LAB_DAY_EVENT_TYPES, type LabDayEvent, type RecordedEvent } from '@centre/contracts';
import type { Projection } from '../../engine/projection.js';
import { evolveLabDay, fieldsRead } from './occupancy.evolve.js';

export const OCCUPANCY = 'occupancy';

export const labDayKey = (lab: string, date: string): string => `labday:${lab}:${date}`;

/** What `onCommitted` reports for a lab-day whose occupancy changed. */
export const labDayChange = (lab: string, date: string): string => `labday|${lab}|${date}`;

export const parseLabDayChange = (change: string): { lab: string; date: string } | null => {
  const [kind, lab, date] = change.split('|');
  return kind === 'labday' && lab && date ? { lab, date } : null;
};

const labDayOf = (event: LabDayEvent) => labDayKey(event.data.lab, event.data.date);

export const occupancyProjection: Projection = {
  name: OCCUPANCY,
  version: 1,
  handles: LAB_DAY_EVENT_TYPES,
  prefetch: (recorded: RecordedEvent) => {
    const event = recorded.event as LabDayEvent;
    const key = labDayOf(event);
    return fieldsRead(event).map((field) => ({ op: 'hget' as const, key, field }));
  },
  async apply(recorded, tx) {
    const event = recorded.event as LabDayEvent;
    const key = labDayOf(event);
    const wanted = fieldsRead(event);
    const values = await tx.hmget(key, wanted);
    const fields: Record<string, string> = {};
    wanted.forEach((field, i) => {
      const value = values[i];
      if (value !== undefined && value !== null) fields[field] = value;
    });
    const patch = evolveLabDay(fields, event);
    const set: Record<string, string> = {};
    const removed: string[] = [];
    for (const [field, value] of Object.entries(patch)) {
      if (value === null) removed.push(field);
      else set[field] = value;
    }
    if (Object.keys(set).length === 0 && removed.length === 0) return;
    if (Object.keys(set).length > 0) tx.hset(key, set);
    tx.hdel(key, removed);
    tx.changed(labDayChange(event.data.lab, event.data.date));
  },
};
