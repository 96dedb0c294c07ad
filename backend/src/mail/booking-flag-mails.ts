import { bookerLanguageOf, evolveBookingRecord, type BookingFlagged, type BookingFlaggedV1Data, type BookingRecord, type LabDayEvent, type SiteLanguage } from '@centre/contracts';
import { BOOKER_WORDS } from './booker-mail.words.js';
import { compose, reviewsLab, summaryLines, type MailContext, type MailMessage } from './mail.templates.js';

/**
 * The mails of a flag on an approved booking (issue 28 item 3): the booker in their language,
 * each reviewer of its lab (in English, as their other mails) with their review link; and, when
 * a reviewer keeps it, the booker again.
 */

type Caught = Pick<BookingFlaggedV1Data, 'kind' | 'words'>;

const BOOKER: Readonly<Record<SiteLanguage, { subject: (date: string) => string; intro: (c: Caught) => string; next: string; kept: { subject: (date: string) => string; intro: string; note: (n: string) => string } }>> = {
  en: {
    subject: (date) => `Your approved booking is affected (${date})`,
    intro: (c) =>
      c.kind === 'closure'
        ? `The lab will be closed on the day of your booking (${c.words}).`
        : c.kind === 'outage'
          ? `A facility of your booking is out of service then (${c.words}).`
          : c.kind === 'hours'
            ? "The lab's new opening hours no longer include the time of your booking."
            : `A facility of your booking has been retired and can no longer be lent (${c.words}).`,
    next: 'A reviewer will contact you about it; you may also cancel it yourself from the link below.',
    kept: {
      subject: (date) => `Your booking stands (${date})`,
      intro: 'The lab has looked at your booking again and keeps it as approved.',
      note: (n) => `The lab's note: ${n}`,
    },
  },
  mr: {
    subject: (date) => `तुमच्या मंजूर बुकिंगवर परिणाम झाला आहे (${date})`,
    intro: (c) =>
      c.kind === 'closure'
        ? `तुमच्या बुकिंगच्या दिवशी प्रयोगशाळा बंद राहील (${c.words}).`
        : c.kind === 'outage'
          ? `त्या वेळी तुमच्या बुकिंगमधील एक सुविधा उपलब्ध नाही (${c.words}).`
          : c.kind === 'hours'
            ? 'प्रयोगशाळेच्या नवीन कामकाजाच्या वेळांमध्ये तुमच्या बुकिंगची वेळ आता येत नाही.'
            : `तुमच्या बुकिंगमधील एक सुविधा निवृत्त करण्यात आली आहे आणि आता दिली जाणार नाही (${c.words}).`,
    next: 'एक समीक्षक याबद्दल तुमच्याशी संपर्क साधेल; खालील दुव्यावरून तुम्ही स्वतःही बुकिंग रद्द करू शकता.',
    kept: {
      subject: (date) => `तुमचे बुकिंग कायम आहे (${date})`,
      intro: 'प्रयोगशाळेने तुमचे बुकिंग पुन्हा तपासले आहे आणि ते मंजूर म्हणून कायम ठेवले आहे.',
      note: (n) => `प्रयोगशाळेची टीप: ${n}`,
    },
  },
};

const reviewerLead = (kind: Caught['kind']): string =>
  kind === 'retirement'
    ? 'An approved booking names a facility retired since'
    : kind === 'hours'
      ? "An approved booking falls outside its lab's opening hours set since"
      : `An approved booking falls inside a ${kind} declared since`;

const reviewerSubject = (kind: Caught['kind'], date: string): string =>
  kind === 'retirement'
    ? `Approved booking of a retired facility (${date})`
    : kind === 'hours'
      ? `Approved booking outside the new opening hours (${date})`
      : `Approved booking inside a ${kind} (${date})`;

/**
 * The key the notice of an approved booking caught in an operation was recorded under before
 * flags were events: the flag's mails keep it, so a log whose notice went out the old way
 * sends nothing again when its booking is flagged now.
 */
export const caughtNoticeKey = (operationId: string, bookingId: string): string => `lab-operations:${operationId}:${bookingId}`;

export const flaggedMails = (event: Pick<BookingFlagged, 'data'>, record: BookingRecord, context: Pick<MailContext, 'reviewers' | 'reviewLink' | 'bookerLink'>): MailMessage[] => {
  const caught = event.data;
  const key = caughtNoticeKey(caught.operationId, record.id);
  const language = bookerLanguageOf(record);
  const words = BOOKER_WORDS[language];
  const booker = BOOKER[language];
  const toBooker = compose([words.greeting(record.name), booker.intro(caught), booker.next], summaryLines(record, words), [{ label: words.myBooking, url: context.bookerLink(record.id, record.date) }], language);
  const reviewerMails = context.reviewers
    .filter((reviewer) => reviewsLab(reviewer, record.lab))
    .map((reviewer): MailMessage => {
      const mail = compose(
        [
          `${reviewerLead(caught.kind)} (${caught.words}).`,
          'It is marked "Needs attention" in the console: cancel it with a reason, or keep it with a note.',
        ],
        summaryLines(record),
        [{ label: 'Open the booking', url: context.reviewLink(record.id, reviewer.userId) }],
      );
      return { key: `${key}:${reviewer.userId}`, to: reviewer.email, subject: reviewerSubject(caught.kind, record.date), ...mail };
    });
  return [{ key: `${key}:booker`, to: record.email, subject: booker.subject(record.date), ...toBooker }, ...reviewerMails];
};

/** A reviewer kept the flagged booking: its booker hears that it stands, with the note. */
export const keptMails = (eventId: string, record: BookingRecord, notes: string, context: Pick<MailContext, 'bookerLink'>): MailMessage[] => {
  const language = bookerLanguageOf(record);
  const words = BOOKER_WORDS[language];
  const kept = BOOKER[language].kept;
  const mail = compose([words.greeting(record.name), kept.intro, ...(notes ? [kept.note(notes)] : [])], summaryLines(record, words), [{ label: words.myBooking, url: context.bookerLink(record.id, record.date) }], language);
  return [{ key: `${eventId}:booker`, to: record.email, subject: kept.subject(record.date), ...mail }];
};

/**
 * The mails a flag event causes, from the booking as it stood before it (`context.record`):
 * none for any other event, nor for a booking whose request is not found.
 */
export const flagMailsFor = (eventId: string, event: LabDayEvent, context: MailContext): MailMessage[] => {
  if (event.type !== 'BookingFlagged' && event.type !== 'BookingFlagCleared') return [];
  const record = context.record ? evolveBookingRecord(context.record, event) : null;
  if (!record) return [];
  return event.type === 'BookingFlagged' ? flaggedMails(event, record, context) : keptMails(eventId, record, event.data.notes, context);
};
