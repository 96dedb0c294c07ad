import type { BookingFlagKind, BookingStatus } from '@centre/contracts';
import type { LabDayEvent, PublicActor as TrailActor } from '@centre/contracts';

type LabDayEventType = LabDayEvent['type'];

/** Times in the centre's zone, as the reviewers read them. */
const timeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });

export const formatTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
};

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A booked date (YYYY-MM-DD) with its weekday: 'Sun 22 Nov 2026'. */
export const formatDay = (isoDate: string): string => {
  const date = new Date(`${isoDate}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dayFormat.format(date);
};

export const actorLabel = (actor: TrailActor): string => {
  switch (actor.kind) {
    case 'user':
      return actor.via === 'review-link' ? `${actor.email} (${actor.role}, by signed review link)` : `${actor.email} (${actor.role})`;
    case 'booker':
      return 'Booker (signed link from their mail)';
    case 'scheduler':
      return 'Deadline scheduler';
    case 'review-link':
      return 'Reviewer by signed review link';
    case 'system':
      return `System (${actor.reason})`;
    case 'visitor':
      return 'Visitor (booking form)';
  }
};

export const EVENT_LABELS: Record<LabDayEventType, string> = {
  BookingRequested: 'Booking requested',
  BookingConfirmed: 'Confirmed by the booker',
  BookingApproved: 'Booking approved',
  BookingRejected: 'Booking rejected',
  BookingCancelled: 'Booking cancelled',
  BookingExpired: 'Booking expired',
  BookingFlagged: 'Flagged: needs attention',
  BookingFlagCleared: 'Kept by a reviewer (flag cleared)',
};

/** What caught a flagged booking, in the reviewers' words. */
export const FLAG_KIND_LABELS: Record<BookingFlagKind, string> = {
  closure: 'Closure',
  outage: 'Outage',
  retirement: 'Facility retired',
  hours: 'Opening hours changed',
};

export const STATUS_CLASSES: Record<BookingStatus, string> = {
  requested: 'bg-accent-100 text-ink-800',
  pending: 'bg-accent-100 text-accent-700',
  cancelled: 'bg-ink-100 text-ink-700',
  expired: 'bg-ink-100 text-ink-700',
  approved: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-800',
};

export const fieldClasses =
  'mt-1 block w-full rounded-lg border border-ink-200 bg-white px-3 py-2 text-sm text-ink-900 focus-visible:outline-3 focus-visible:outline-brand-500';
export const labelClasses = 'block text-sm font-semibold text-ink-700';
/** On a phone each row reads as a card (the `table-cards` rule in app.css). */
export const tableClasses = 'table-cards w-full border-collapse text-left text-sm';

/**
 * A table's column names, said once: the header row reads `names`, and each cell takes its
 * column's name as `data-label`, which the phone's card layout shows above the value.
 */
export const columns = <const T extends readonly string[]>(names: T) => ({
  names,
  cell: (name: T[number]): { 'data-label': string } => ({ 'data-label': name }),
});
export const thClasses = 'border-b border-ink-200 bg-brand-50 px-3 py-2 font-semibold text-ink-900';
export const tdClasses = 'border-b border-ink-100 px-3 py-2 align-top';
export const linkClasses = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-brand-500';
