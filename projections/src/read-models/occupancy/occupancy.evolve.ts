import { occupancyKey, type LabDayEvent, type TakenSlot } from '@centre/contracts';

/** One lab-day's taken cells: `slotId|facilityId` → `bookingId:status` (pending or approved). */
export type LabDayCells = Readonly<Record<string, string>>;

export const cellValue = (bookingId: string, status: TakenSlot['status']): string => `${bookingId}:${status}`;

export const parseCell = (value: string): { bookingId: string; status: TakenSlot['status'] } => {
  const at = value.lastIndexOf(':');
  return { bookingId: value.slice(0, at), status: value.slice(at + 1) === 'approved' ? 'approved' : 'pending' };
};

/**
 * A request takes its cells, an approval confirms them, a rejection frees them. A cell held by
 * another booking is never touched: the lab-day stream already refused such a request.
 */
export const evolveLabDay = (cells: LabDayCells, event: LabDayEvent): Record<string, string> => {
  const next = { ...cells };
  const id = event.data.bookingId;
  const owned = (key: string) => {
    const value = next[key];
    return value !== undefined && parseCell(value).bookingId === id;
  };
  switch (event.type) {
    case 'BookingRequested':
      for (const slotId of event.data.slots) {
        for (const facilityId of event.data.facilityIds) {
          const key = occupancyKey(slotId, facilityId);
          if (next[key] === undefined) next[key] = cellValue(id, 'pending');
        }
      }
      return next;
    case 'BookingApproved':
      for (const key of Object.keys(next)) if (owned(key)) next[key] = cellValue(id, 'approved');
      return next;
    case 'BookingRejected':
      for (const key of Object.keys(next)) if (owned(key)) delete next[key];
      return next;
  }
};

export const takenSlots = (cells: LabDayCells): TakenSlot[] =>
  Object.entries(cells)
    .map(([key, value]) => {
      const [slotId = '', facilityId = ''] = key.split('|');
      return { slotId, facilityId, ...parseCell(value) };
    })
    .sort((a, b) => a.slotId.localeCompare(b.slotId) || a.facilityId.localeCompare(b.facilityId));
