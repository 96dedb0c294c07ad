import { BOOKING_STATUSES, facilityName, isUndecided, labName, type BookingRecord, type BookingStatus } from '@centre/contracts';
import type { DocumentLayout, IndexEntry } from '../../engine/projection.js';

/**
 * A booking's record as the lists keep it: its fields in a fixed order, without their names or
 * its id (the key it is kept under), nor the lab's and the facilities' names when they are
 * the catalogue's for their ids (null). Under half of what the record takes as JSON, for every
 * booking, to encode, send and keep.
 */
type StoredRecord = [
  name: string,
  userType: string,
  email: string,
  contactNumber: string | null,
  institute: string | null,
  startupName: string | null,
  staffMember: string | null,
  lab: string,
  labName: string | null,
  date: string,
  timeSlots: string[],
  facilities: string[] | null,
  facilityIds: string[],
  createdAt: string,
  updatedAt: string,
  status: BookingStatus,
  adminNotes: string | null,
  /** Deadlines and how it ended, only when the record has any of them. */
  life?: Life,
];

type Life = Pick<BookingRecord, 'confirmBy' | 'decideBy' | 'cancelledBy' | 'cancelReason' | 'expiredStage' | 'flags'>;

const lifeOf = (r: BookingRecord): Life | undefined => {
  const life: Life = {
    ...(r.confirmBy !== undefined && { confirmBy: r.confirmBy }),
    ...(r.decideBy !== undefined && { decideBy: r.decideBy }),
    ...(r.cancelledBy !== undefined && { cancelledBy: r.cancelledBy }),
    ...(r.cancelReason !== undefined && { cancelReason: r.cancelReason }),
    ...(r.expiredStage !== undefined && { expiredStage: r.expiredStage }),
    ...(r.flags !== undefined && { flags: r.flags }),
  };
  return Object.keys(life).length > 0 ? life : undefined;
};

/** Whether the record's facilities are named as the catalogue names their ids. */
const catalogueNames = (r: BookingRecord): boolean => {
  if (r.facilities.length !== r.facilityIds.length) return false;
  for (let i = 0; i < r.facilities.length; i += 1) if (r.facilities[i] !== facilityName(r.facilityIds[i]!)) return false;
  return true;
};

/** Every booking, by the date booked. */
export const BY_DATE = 'date';
/** Bookings in a status, by creation. */
export const byStatus = (status: BookingStatus): string => `status:${status}`;
/** Bookings of a lab in a status, by creation. */
export const byStatusAndLab = (status: BookingStatus, lab: string): string =>
  `status:${status}:lab:${lab}`;
/**
 * The indexes that together list the bookings of a status, of a lab, of both or all of them by
 * creation. A booking is in one status at a time, so the indexes of every status hold it once
 * between them: all bookings, or a lab's, are read across them rather than kept in an index of
 * their own, which every booking would join too.
 */
export const byCreation = (filter: { status?: BookingStatus | undefined; lab?: string | undefined }): string[] =>
  (filter.status !== undefined ? [filter.status] : BOOKING_STATUSES).map((status) =>
    filter.lab !== undefined ? byStatusAndLab(status, filter.lab) : byStatus(status),
  );
/**
 * Undecided bookings by their next deadline (ms since the epoch): what the expiry scheduler
 * reads. One recorded before deadlines existed is listed from the start of its date (UTC), the
 * earliest its deadline can be; the decider judges whether it is really due.
 */
export const BY_DEADLINE = 'deadline';
/**
 * Flagged bookings (approved, caught by a closure, an outage or a retirement since) by the date
 * booked: the console's "Needs attention", read from today on.
 */
export const BY_FLAGGED = 'flagged';

/** Undecided bookings of a lab by their next deadline: a lab's reviewers' queue. */
export const byDeadlineAndLab = (lab: string): string => `deadline:lab:${lab}`;

export const deadlineScore = (r: BookingRecord): number =>
  Date.parse(r.confirmBy ?? r.decideBy ?? `${r.date}T00:00:00Z`) || 0;

/** '2026-12-01' → 20261201: sorts and ranges like the date. */
export const dateScore = (date: string): number =>
  Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10)) ||
  0;

export const bookingListsLayout: DocumentLayout<BookingRecord> = {
  encode: (r) => {
    const life = lifeOf(r);
    const stored: StoredRecord = [
      r.name,
      r.userType,
      r.email,
      r.contactNumber ?? null,
      r.institute ?? null,
      r.startupName ?? null,
      r.staffMember ?? null,
      r.lab,
      r.labName === labName(r.lab) ? null : r.labName,
      r.date,
      r.timeSlots,
      catalogueNames(r) ? null : r.facilities,
      r.facilityIds,
      r.createdAt,
      r.updatedAt,
      r.status,
      r.adminNotes ?? null,
    ];
    if (life) stored.push(life);
    return JSON.stringify(stored);
  },
  decode: (id, encoded) => {
    const [
      name,
      userType,
      email,
      contactNumber,
      institute,
      startupName,
      staffMember,
      lab,
      storedLabName,
      date,
      timeSlots,
      facilities,
      facilityIds,
      createdAt,
      updatedAt,
      status,
      adminNotes,
      life,
    ] = JSON.parse(encoded) as StoredRecord;
    // In the order `evolveBookingRecord` gives its fields, notes last.
    return {
      id,
      name,
      userType,
      email,
      ...(contactNumber !== null && { contactNumber }),
      ...(institute !== null && { institute }),
      ...(startupName !== null && { startupName }),
      ...(staffMember !== null && { staffMember }),
      lab,
      labName: storedLabName ?? labName(lab),
      date,
      timeSlots,
      facilities: facilities ?? facilityIds.map(facilityName),
      facilityIds,
      createdAt,
      updatedAt,
      status,
      ...(life?.confirmBy !== undefined && { confirmBy: life.confirmBy }),
      ...(life?.decideBy !== undefined && { decideBy: life.decideBy }),
      ...(adminNotes !== null && { adminNotes }),
      ...(life?.cancelledBy !== undefined && { cancelledBy: life.cancelledBy }),
      ...(life?.cancelReason !== undefined && { cancelReason: life.cancelReason }),
      ...(life?.expiredStage !== undefined && { expiredStage: life.expiredStage }),
      ...(life?.flags !== undefined && { flags: life.flags }),
    };
  },
  indexes: (r): IndexEntry[] => {
    // Pushed one by one rather than spread from arrays made for the purpose: a rebuild lists
    // every booking.
    const created = Date.parse(r.createdAt);
    const entries: IndexEntry[] = [
      { index: BY_DATE, score: dateScore(r.date) },
      { index: byStatus(r.status), score: created },
      { index: byStatusAndLab(r.status, r.lab), score: created },
    ];
    if (isUndecided(r.status)) {
      const deadline = deadlineScore(r);
      entries.push({ index: BY_DEADLINE, score: deadline }, { index: byDeadlineAndLab(r.lab), score: deadline });
    }
    if ((r.flags?.length ?? 0) > 0) entries.push({ index: BY_FLAGGED, score: dateScore(r.date) });
    return entries;
  },
};
