import { LAB_DAY_EVENT_TYPES, type LabDayEvent, type RecordedEvent } from '@centre/contracts';
import type { Projection } from '../../engine/projection.js';
import { evolveLabDay } from './occupancy.evolve.js';

export const OCCUPANCY = 'occupancy';

export const labDayKey = (lab: string, date: string): string => `labday:${lab}:${date}`;

/** What `onCommitted` reports for a lab-day whose occupancy changed. */
export const labDayChange = (lab: string, date: string): string => `labday|${lab}|${date}`;

export const parseLabDayChange = (change: string): { lab: string; date: string } | null => {
  const [kind, lab, date] = change.split('|');
  return kind === 'labday' && lab && date ? { lab, date } : null;
};

const labDayOf = (event: RecordedEvent) => {
  const data = (event.event as LabDayEvent).data;
  return labDayKey(data.lab, data.date);
};

export const occupancyProjection: Projection = {
  name: OCCUPANCY,
  version: 1,
  handles: LAB_DAY_EVENT_TYPES,
  prefetch: (event) => [{ op: 'hgetall', key: labDayOf(event) }],
  async apply(recorded, tx) {
    const event = recorded.event as LabDayEvent;
    const key = labDayOf(recorded);
    const before = await tx.hgetAll(key);
    const after = evolveLabDay(before, event);
    const set: Record<string, string> = {};
    for (const [field, value] of Object.entries(after)) if (before[field] !== value) set[field] = value;
    const removed = Object.keys(before).filter((field) => after[field] === undefined);
    if (Object.keys(set).length === 0 && removed.length === 0) return;
    if (Object.keys(set).length > 0) tx.hset(key, set);
    tx.hdel(key, removed);
    tx.changed(labDayChange(event.data.lab, event.data.date));
  },
};
