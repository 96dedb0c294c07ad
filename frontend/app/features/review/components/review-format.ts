import { CENTRE_TIMEZONE_DEFAULT, findLab } from '@centre/contracts';
import { reviewContent } from '../../../content/booking';
import type { HistoryEntry } from '../api/review-api';

const formatter = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: CENTRE_TIMEZONE_DEFAULT,
});

/** An instant in the centre's own zone; the text as given when it is not a date. */
export const formatInstant = (iso: string): string => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : formatter.format(new Date(time));
};

export const labName = (id: string): string => findLab(id)?.name ?? id;

const { actor: who } = reviewContent.history;

export const actorText = (actor: HistoryEntry['actor']): string => {
  switch (actor.kind) {
    case 'visitor':
      return who.visitor;
    case 'review-link':
      return who.reviewLink;
    case 'user':
      return who.user(actor.email, actor.role);
    case 'system':
      return who.system(actor.reason);
    default:
      return who.unknown;
  }
};

export const eventText = (type: string): string => reviewContent.history.events[type] ?? type;
