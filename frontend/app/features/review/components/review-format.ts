import type { BookingHistoryEntry } from '@centre/contracts';
import type { reviewContent } from '../../../content/booking';
import type { Formatters } from '../../../lib/i18n';

type HistoryTexts = (typeof reviewContent)['history'];

/** An instant on the centre's clock in the language on screen; the text as given when it is not a date. */
export const formatInstant = (iso: string, format: Formatters): string =>
  Number.isNaN(Date.parse(iso)) ? iso : format.dateTime(iso);

/**
 * The booking's date: English keeps the spec's '2026-11-21', Marathi says it in words
 * ('२१ नोव्हें, २०२६'); the text as given when it is not a date.
 */
export const formatDay = (isoDate: string, format: Formatters): string =>
  format.language !== 'en' &&
  /^\d{4}-\d{2}-\d{2}$/.test(isoDate) &&
  !Number.isNaN(Date.parse(isoDate))
    ? format.date(isoDate)
    : isoDate;

export const actorText = (actor: BookingHistoryEntry['actor'], texts: HistoryTexts): string => {
  const who = texts.actor;
  switch (actor.kind) {
    case 'visitor':
      return who.visitor;
    case 'review-link':
      return who.reviewLink;
    case 'booker':
      return who.booker;
    case 'scheduler':
      return who.scheduler;
    case 'user':
      return who.user(actor.email, texts.roles[actor.role] ?? actor.role);
    case 'system':
      return who.system(actor.reason);
    default:
      return who.unknown;
  }
};

export const eventText = (type: string, texts: HistoryTexts): string => texts.events[type] ?? type;
