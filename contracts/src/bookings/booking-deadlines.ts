import { slotStartsAt } from '../config/centre.js';
import type { ExpiryStage } from '../events/booking-events.js';
import type { BookingStatus } from './booking-status.js';

/** How long a booking may wait, for the booker and for the lab. Configurable per instance. */
export interface DeadlinePolicy {
  /** Minutes the booker has to confirm from their mail; null: requests need no confirmation. */
  confirmationWindowMinutes: number | null;
  /** The lab decides at the latest this many minutes before the first slot starts. */
  decisionLeadMinutes: number;
}

export const DEFAULT_DEADLINE_POLICY: DeadlinePolicy = {
  confirmationWindowMinutes: 30,
  decisionLeadMinutes: 120,
};

const MINUTE = 60_000;

/** The booking's first slot's start; a booking without a known slot starts with its day. */
const firstStart = (date: string, slots: readonly string[], timeZone: string): Date =>
  slotStartsAt(slots[0] ?? '', date, timeZone) ?? new Date(`${date}T00:00:00Z`);

/**
 * The lab's decision deadline: the lead before the first slot; a request made inside the lead
 * (a booking for later today) may still be decided until its first slot starts.
 */
export const decisionDeadline = (
  booking: { date: string; slots: readonly string[] },
  timeZone: string,
  decisionLeadMinutes: number,
  requestedAt: Date,
): Date => {
  const start = firstStart(booking.date, booking.slots, timeZone);
  const byLead = new Date(start.getTime() - decisionLeadMinutes * MINUTE);
  return byLead.getTime() > requestedAt.getTime() ? byLead : start;
};

/** The deadlines a request made at `now` carries in its event. */
export const requestDeadlines = (
  booking: { date: string; slots: readonly string[] },
  timeZone: string,
  policy: DeadlinePolicy,
  now: Date,
): { confirmBy: string | null; decideBy: string } => ({
  confirmBy:
    policy.confirmationWindowMinutes === null
      ? null
      : new Date(now.getTime() + policy.confirmationWindowMinutes * MINUTE).toISOString(),
  decideBy: decisionDeadline(booking, timeZone, policy.decisionLeadMinutes, now).toISOString(),
});

/** What the expiry rule needs to know of a booking. */
export interface ExpiringBooking {
  status: BookingStatus;
  date: string;
  slots: readonly string[];
  confirmBy: string | null;
  decideBy: string | null;
}

/**
 * By when the lab must decide an undecided booking (ISO instant): the deadline its request
 * recorded, or for requests made before deadlines existed the lead before the first slot.
 */
export const labDeadline = (
  booking: Pick<ExpiringBooking, 'date' | 'slots' | 'decideBy'>,
  timeZone: string,
  decisionLeadMinutes: number,
): string =>
  booking.decideBy ??
  new Date(firstStart(booking.date, booking.slots, timeZone).getTime() - decisionLeadMinutes * MINUTE).toISOString();

/**
 * The one expiry rule: which deadline a booking has passed at `now`, if any. A requested
 * booking expires at its confirmation deadline (or the lab's, if that comes first); a pending
 * one at the lab's. Requests made before deadlines existed have none recorded: theirs is the
 * lead before the first slot.
 */
export const dueExpiry = (
  booking: ExpiringBooking,
  timeZone: string,
  decisionLeadMinutes: number,
  now: Date,
): { stage: ExpiryStage; deadline: string } | undefined => {
  const lab = labDeadline(booking, timeZone, decisionLeadMinutes);
  let due: { stage: ExpiryStage; deadline: string } | undefined;
  if (booking.status === 'requested') {
    const deadline = booking.confirmBy !== null && Date.parse(booking.confirmBy) < Date.parse(lab) ? booking.confirmBy : lab;
    due = { stage: 'unconfirmed', deadline };
  } else if (booking.status === 'pending') {
    due = { stage: 'undecided', deadline: lab };
  }
  return due && Date.parse(due.deadline) <= now.getTime() ? due : undefined;
};
