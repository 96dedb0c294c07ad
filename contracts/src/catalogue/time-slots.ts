export interface TimeSlot {
  /** '09:00' … '20:00': the slot's start, 24-hour clock. */
  id: string;
  /** 'HH:MM', 24-hour clock. */
  start: string;
  end: string;
  /** As the form shows it: '9:00 AM - 10:00 AM'. */
  label: string;
  startHour: number;
}

export const FIRST_SLOT_HOUR = 9;
export const LAST_SLOT_END_HOUR = 21;
export const MAX_SLOTS_PER_BOOKING = 4;

const hhmm = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

const twelveHour = (hour: number): string => {
  const suffix = hour < 12 || hour === 24 ? 'AM' : 'PM';
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}:00 ${suffix}`;
};

/** Twelve hourly slots from 9:00 AM to 9:00 PM. */
export const TIME_SLOTS: readonly TimeSlot[] = Array.from(
  { length: LAST_SLOT_END_HOUR - FIRST_SLOT_HOUR },
  (_, i) => {
    const startHour = FIRST_SLOT_HOUR + i;
    return {
      id: hhmm(startHour),
      start: hhmm(startHour),
      end: hhmm(startHour + 1),
      label: `${twelveHour(startHour)} - ${twelveHour(startHour + 1)}`,
      startHour,
    };
  },
);

export const findSlot = (id: string): TimeSlot | undefined => TIME_SLOTS.find((s) => s.id === id);

const squeeze = (s: string): string => s.trim().replace(/\s+/g, ' ').toUpperCase();

const SLOT_BY_LABEL = new Map(TIME_SLOTS.map((s) => [squeeze(s.label), s.id]));

/** '9:00 AM - 10:00 AM' → '09:00'; spacing and case are forgiven. */
export const slotIdFromLabel = (label: string): string | undefined => SLOT_BY_LABEL.get(squeeze(label));

/** Accepts either a slot id or its label. */
export const resolveSlotId = (idOrLabel: string): string | undefined =>
  findSlot(idOrLabel.trim())?.id ?? slotIdFromLabel(idOrLabel);

export const slotLabel = (id: string): string | undefined => findSlot(id)?.label;

/** Slot ids in the order of the day. */
export const sortSlotIds = (ids: readonly string[]): string[] =>
  [...ids].sort(
    (a, b) => (findSlot(a)?.startHour ?? 99) - (findSlot(b)?.startHour ?? 99) || a.localeCompare(b),
  );
