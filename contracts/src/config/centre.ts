import { findSlot } from '../catalogue/time-slots.js';
import { boundedMemo } from '../lib/bounded-memo.js';

export { CENTRE_TIMEZONE_DEFAULT } from './centre-zone.js';

/** The port the spec's messages name. */
export const BACKEND_PORT = 5000;

interface WallClock {
  date: string;
  hour: number;
  minute: number;
}

// Building a DateTimeFormat costs far more than using one (it loads zone data): one per zone.
const formats = new Map<string, Intl.DateTimeFormat>();
const formatFor = (timeZone: string): Intl.DateTimeFormat => {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
};

// Zone offsets are whole minutes, so the wall clock read once stands for its whole minute:
// hot paths (every availability check asks for "today") format once a minute, not per call.
const lastRead = new Map<string, { minute: number; clock: WallClock }>();

const wallClock = (timeZone: string, now: Date): WallClock => {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastRead.get(timeZone);
  if (last?.minute === minute) return last.clock;
  const clock = readWallClock(timeZone, now);
  if (Number.isFinite(minute)) lastRead.set(timeZone, { minute, clock });
  return clock;
};

const readWallClock = (timeZone: string, now: Date): WallClock => {
  const parts = formatFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')),
    minute: Number(part('minute')),
  };
};

/** The calendar date (YYYY-MM-DD) in `timeZone` at instant `now`. */
export const todayIn = (timeZone: string, now: Date): string => wallClock(timeZone, now).date;

/** The wall-clock time (YYYY-MM-DDTHH:MM) in `timeZone` at instant `now`: how outages are timed. */
export const centreTimeIn = (timeZone: string, now: Date): string => {
  const { date, hour, minute } = wallClock(timeZone, now);
  return `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

/**
 * True when the slot on `date` has already begun in the centre's zone (or the date is past).
 * Unknown slot ids count as started, so nothing can be booked on them.
 */
export const hasSlotStarted = (
  slotId: string,
  date: string,
  timeZone: string,
  now: Date,
): boolean => {
  const slot = findSlot(slotId);
  if (!slot) return true;
  const clock = wallClock(timeZone, now);
  if (date !== clock.date) return date < clock.date;
  return clock.hour * 60 + clock.minute >= slot.startHour * 60;
};

const wallMillis = (clock: WallClock): number => {
  const [y, m, d] = clock.date.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, clock.hour, clock.minute);
};

const zonedMillis = (date: string, hour: number, timeZone: string): number => {
  const target = wallMillis({ date, hour, minute: 0 });
  // Two rounds settle on the right offset even when the guess falls across a zone change.
  let at = target;
  for (let round = 0; round < 2; round++) at += target - wallMillis(readWallClock(timeZone, new Date(at)));
  return at;
};

// Every booking asks for its slots' instants (deadlines, "has it started"): the same few
// dates and hours, each a pair of Intl formats (about 30 µs) when computed.
const knownZonedMillis = boundedMemo((date: string, hour: number, timeZone: string) => `${timeZone}|${date}|${hour}`, zonedMillis);

/** The instant at which the wall clock of `timeZone` reads `hour`:00 on `date` (YYYY-MM-DD). */
export const zonedInstant = (date: string, hour: number, timeZone: string): Date =>
  new Date(knownZonedMillis(date, hour, timeZone));

/** When a slot on `date` begins, in the centre's zone; undefined for an unknown slot. */
export const slotStartsAt = (slotId: string, date: string, timeZone: string): Date | undefined => {
  const slot = findSlot(slotId);
  return slot ? zonedInstant(date, slot.startHour, timeZone) : undefined;
};
