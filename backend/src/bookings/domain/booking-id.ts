/**
 * Booking ids carry their lab-day: `bk-{lab}-{YYYYMMDD}-{suffix}`.
 *
 * Why: every decision about a booking (approve, reject) must be taken on its lab-day stream,
 * never on a read model that may lag. With the stream encoded in the id, a command finds it
 * from the id alone: no lookup table to keep consistent across instances, no wait for a
 * projection. The suffix is random (or derived from an Idempotency-Key), so ids stay
 * unguessable enough that an id alone reveals nothing; reading a booking still needs rights.
 */
export interface BookingIdParts {
  lab: string;
  /** YYYY-MM-DD */
  date: string;
  suffix: string;
}

const BOOKING_ID = /^bk-([A-Za-z0-9][A-Za-z0-9_-]{0,63})-(\d{4})(\d{2})(\d{2})-([a-z0-9]{8,32})$/;
const SUFFIX = /^[a-z0-9]{8,32}$/;

const isCalendarDate = (year: number, month: number, day: number): boolean => {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
};

/** Pure: undefined for anything that is not a well-formed booking id (never throws). */
export const parseBookingId = (id: unknown): BookingIdParts | undefined => {
  if (typeof id !== 'string' || id.length > 128) return undefined;
  const m = BOOKING_ID.exec(id);
  if (!m) return undefined;
  const [, lab, y, mo, d, suffix] = m;
  if (lab === undefined || y === undefined || mo === undefined || d === undefined || suffix === undefined) return undefined;
  if (!isCalendarDate(Number(y), Number(mo), Number(d))) return undefined;
  return { lab, date: `${y}-${mo}-${d}`, suffix };
};

/** Pure: the id of a booking of `lab` on `date` (YYYY-MM-DD) with the given suffix. */
export const formatBookingId = (lab: string, date: string, suffix: string): string => {
  if (!SUFFIX.test(suffix)) throw new Error(`Invalid booking id suffix: ${suffix}`);
  const id = `bk-${lab}-${date.replaceAll('-', '')}-${suffix}`;
  if (!parseBookingId(id)) throw new Error(`Cannot form a booking id from lab ${lab} and date ${date}`);
  return id;
};
