import { isUndecided, type BookingStatus } from '../bookings/booking-status.js';
import type { UserRole } from '../events/event-envelope.js';
import { bodyNotAnObject, validationFailure, type ParseResult } from '../http/api-error.js';
import { messageText, type GroupCode } from './message-codes.js';
import { isPlainObject } from './text.rules.js';

export type ReviewAction = 'approve' | 'reject';
export const REVIEW_ACTIONS: readonly ReviewAction[] = ['approve', 'reject'];
export const ADMIN_NOTES_MAX_LENGTH = 2000;

export interface ReviewDecision {
  action: ReviewAction;
  /** Trimmed; '' when none were given. */
  adminNotes: string;
}

/** The verb also reads in its past form, as some clients send the resulting state. */
const actionOf = (value: unknown): ReviewAction | undefined => {
  const s = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (s === 'approve' || s === 'approved') return 'approve';
  if (s === 'reject' || s === 'rejected') return 'reject';
  return undefined;
};

/** The body of PUT /api/bookings/{id}/status: `{ status: 'approve' | 'reject', adminNotes? }`. */
export const parseReviewAction = (body: unknown): ParseResult<ReviewDecision> => {
  if (!isPlainObject(body)) return bodyNotAnObject();
  const errors: Record<string, GroupCode<'review'>> = {};
  const action = actionOf(body.status);
  if (action === undefined) errors.status = 'review.statusInvalid';
  const notes = body.adminNotes ?? body.admin_notes;
  if (notes !== undefined && notes !== null && typeof notes !== 'string')
    errors.adminNotes = 'review.adminNotesInvalid';
  const adminNotes = typeof notes === 'string' ? notes.trim() : '';
  if (adminNotes.length > ADMIN_NOTES_MAX_LENGTH) errors.adminNotes = 'review.adminNotesTooLong';
  // The review page shows only the line, so the line names the first problem itself.
  const first = Object.values(errors)[0];
  if (action === undefined || first !== undefined) return validationFailure(errors, first);
  return { ok: true, value: { action, adminNotes } };
};

export const statusAfter = (action: ReviewAction): 'approved' | 'rejected' =>
  action === 'approve' ? 'approved' : 'rejected';

/**
 * Only an undecided booking can be decided: a pending one, or one still awaiting the booker's
 * confirmation (deciding it counts as confirmed). Nothing returns from a decision.
 */
export const canReview = (status: BookingStatus): boolean => isUndecided(status);

/**
 * Whether a staff member may decide (approve, reject, cancel) a booking of `lab` (DESIGN 6):
 * an admin every lab; a reviewer given labs those only; a reviewer given none every lab, as
 * before labs existed. Everyone who may review may still read every lab's bookings.
 */
export const mayDecideLab = (user: { role: UserRole; labs?: readonly string[] }, lab: string): boolean =>
  user.role === 'admin' || (user.role === 'reviewer' && (user.labs === undefined || user.labs.length === 0 || user.labs.includes(lab)));

export const reviewSuccessCode = (action: ReviewAction): GroupCode<'review'> =>
  action === 'approve' ? 'review.approved' : 'review.rejected';

export const reviewSuccessMessage = (action: ReviewAction): string => messageText(reviewSuccessCode(action));

export const statusLabel = (status: BookingStatus): string => status.toUpperCase();

export type StatusTone = 'green' | 'red' | 'yellow' | 'grey';

export const statusTone = (status: BookingStatus): StatusTone =>
  status === 'approved'
    ? 'green'
    : status === 'rejected'
      ? 'red'
      : status === 'cancelled' || status === 'expired'
        ? 'grey'
        : 'yellow';
