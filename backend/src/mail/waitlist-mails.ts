import {
  DEFAULT_SITE_LANGUAGE,
  facilityNameAsBooked,
  labName,
  slotLabel,
  WAITER_PAGE_PATH,
  type WaitJoinedV1Data,
  type WaitlistEvent,
} from '@centre/contracts';
import { BOOKER_WORDS } from './booker-mail.words.js';
import { compose, longDate, longInstant, type MailContext, type MailMessage } from './mail.templates.js';
import { WAITLIST_WORDS } from './waitlist-mail.words.js';

/** The waiter's own page of their place, opened with the booker's signed link of its id. */
export const waiterLinkUrl = (baseUrl: string, id: string, token: string): string =>
  `${baseUrl.replace(/\/+$/, '')}${WAITER_PAGE_PATH}?id=${encodeURIComponent(id)}&token=${encodeURIComponent(token)}`;

export interface WaitlistMailContext extends Pick<MailContext, 'timezone' | 'bookAgainLink'> {
  /** The waiter's signed link to their place (the same token opens the booking once claimed). */
  waiterLink: (id: string, date: string) => string;
}

/**
 * Which mails a waitlist event causes, to its waiter, in their language: joining (with the way
 * to leave), an offer (with the claim link and until when), an offer's lapse, and a place that
 * ended unoffered when its first slot began (with the way to book another time). Claiming mails
 * through its BookingRequested (the confirmation), and leaving is answered on the page itself.
 * `joined` is the place as WaitJoined recorded it; without it nothing is sent.
 */
export const waitlistMailsFor = (
  eventId: string,
  event: WaitlistEvent,
  joined: WaitJoinedV1Data | undefined,
  context: WaitlistMailContext,
): MailMessage[] => {
  if (!joined) return [];
  const language = joined.language ?? DEFAULT_SITE_LANGUAGE;
  const words = WAITLIST_WORDS[language];
  const labels = BOOKER_WORDS[language];
  const table: Array<[string, string]> = [
    [labels.labels.name, joined.name],
    [labels.labels.lab, labName(joined.lab)],
    [labels.labels.date, longDate(joined.date, labels.locale)],
    [labels.labels.timeSlots, joined.slots.map((s) => slotLabel(s) ?? s).join(', ')],
    [labels.labels.facilities, joined.facilityIds.map((id) => facilityNameAsBooked(joined, id)).join(', ')],
  ];
  const link = { url: context.waiterLink(joined.bookingId, joined.date) };
  const mail = (subject: string, paragraphs: string[], actions: Array<{ label: string; url: string }>): MailMessage => ({
    key: `${eventId}:waiter`,
    to: joined.email,
    subject,
    ...compose([labels.greeting(joined.name), ...paragraphs], table, actions, language),
  });
  switch (event.type) {
    case 'WaitJoined':
      return [mail(words.joined.subject(joined.date), [words.joined.intro], [{ label: words.joined.action, ...link }])];
    case 'WaitOffered': {
      const until = longInstant(event.data.offerUntil, labels.locale, context);
      return [mail(words.offered.subject(joined.date), [words.offered.intro(until), words.offered.next], [{ label: words.offered.action, ...link }])];
    }
    case 'WaitOfferLapsed': {
      const { bookAgainLink } = context;
      const deadline = longInstant(event.data.deadline, labels.locale, context);
      return [
        mail(
          words.lapsed.subject(joined.date),
          [words.lapsed.intro(deadline)],
          bookAgainLink ? [{ label: words.lapsed.action, url: bookAgainLink(joined.lab) }] : [],
        ),
      ];
    }
    case 'WaitEnded': {
      const { bookAgainLink } = context;
      const startsAt = longInstant(event.data.startsAt, labels.locale, context);
      return [mail(words.ended.subject(joined.date), [words.ended.intro(startsAt)], bookAgainLink ? [{ label: words.ended.action, url: bookAgainLink(joined.lab) }] : [])];
    }
    case 'WaitOfferClaimed':
    case 'WaitLeft':
      return [];
  }
};
