import { occupancyKey, type LabDayEvent, type TakenSlot } from '@centre/contracts';
import { dictionary } from '../../engine/dictionary.js';

/**
 * One lab-day's occupancy, as stored in its hash: `slotId|facilityId` → `bookingId:status`
 * for every taken cell, and `@bookingId` → the cells that booking holds (comma-separated),
 * so a decision touches its own cells without reading the whole day.
 */
export type LabDayFields = Readonly<Record<string, string>>;

/** Fields to set (a string) or delete (null). */
export type LabDayPatch = Record<string, string | null>;

export const cellValue = (bookingId: string, status: TakenSlot['status']): string => `${bookingId}:${status}`;

export const holdingsField = (bookingId: string): string => `@${bookingId}`;

export const isCellField = (field: string): boolean => !field.startsWith('@');

export const parseCell = (value: string): { bookingId: string; status: TakenSlot['status'] } => {
  const at = value.lastIndexOf(':');
  return { bookingId: value.slice(0, at), status: value.slice(at + 1) === 'approved' ? 'approved' : 'pending' };
};

/** The fields `evolveLabDay` needs to see for this event. */
export const fieldsRead = (event: LabDayEvent): string[] => {
  const list = [holdingsField(event.data.bookingId)];
  if (event.type === 'BookingRequested') {
    for (const slot of event.data.slots) for (const facility of event.data.facilityIds) list.push(occupancyKey(slot, facility));
  }
  return list;
};

/**
 * Pure. A request takes its free cells, an approval confirms the cells its booking holds, a
 * rejection frees them. A cell held by another booking is never touched: the lab-day stream
 * already refused such a request. `fields` holds at least `wanted`, which is `fieldsRead(event)`.
 */
export const evolveLabDay = (
  fields: LabDayFields,
  event: LabDayEvent,
  wanted: readonly string[] = fieldsRead(event),
): LabDayPatch => {
  const id = event.data.bookingId;
  const held = fields[holdingsField(id)];
  const heldCells = held ? held.split(',') : [];
  switch (event.type) {
    case 'BookingRequested': {
      if (held !== undefined) return {};
      const taken: string[] = [];
      for (let i = 1; i < wanted.length; i += 1) if (fields[wanted[i]!] === undefined) taken.push(wanted[i]!);
      const patch: LabDayPatch = dictionary();
      patch[holdingsField(id)] = taken.join(',');
      const pending = cellValue(id, 'pending');
      for (const cell of taken) patch[cell] = pending;
      return patch;
    }
    case 'BookingApproved': {
      const patch: LabDayPatch = dictionary();
      const approved = cellValue(id, 'approved');
      for (const cell of heldCells) if (fields[cell] !== approved) patch[cell] = approved;
      return patch;
    }
    case 'BookingRejected': {
      if (held === undefined) return {};
      const patch: LabDayPatch = dictionary();
      patch[holdingsField(id)] = null;
      for (const cell of heldCells) patch[cell] = null;
      return patch;
    }
  }
};

export const applyPatch = (fields: LabDayFields, patch: LabDayPatch): Record<string, string> => {
  const next: Record<string, string> = { ...fields };
  for (const [field, value] of Object.entries(patch)) {
    if (value === null) delete next[field];
    else next[field] = value;
  }
  return next;
};

export const takenSlots = (fields: LabDayFields): TakenSlot[] =>
  Object.entries(fields)
    .filter(([field]) => isCellField(field))
    .map(([key, value]) => {
      const [slotId = '', facilityId = ''] = key.split('|');
      return { slotId, facilityId, ...parseCell(value) };
    })
    .sort((a, b) => a.slotId.localeCompare(b.slotId) || a.facilityId.localeCompare(b.facilityId));
