import { bookerLanguageOf, type BookingRecord, type SiteLanguage } from '@centre/contracts';
import { BOOKER_WORDS, compose, summaryLines, type MailMessage, type Reviewer } from '../mail/index.js';

/** What an approved booking was caught in: the words staff gave it, as the mails quote them. */
export interface CaughtIn {
  /** The closure's or outage's id (a retired facility's: `retired-{facilityId}`): with the booking's, the notice's once-only key. */
  operationId: string;
  kind: 'closure' | 'outage' | 'retirement' | 'hours';
  /** 'Diwali', or 'Prusa MK4 … — maintenance: new nozzle'. */
  words: string;
}

const BOOKER: Readonly<Record<SiteLanguage, { subject: (date: string) => string; intro: (c: CaughtIn) => string; next: string }>> = {
  en: {
    subject: (date) => `Your approved booking is affected (${date})`,
    intro: (c) =>
      c.kind === 'closure'
        ? `The lab will be closed on the day of your booking (${c.words}).`
        : c.kind === 'outage'
          ? `A facility of your booking is out of service then (${c.words}).`
          : c.kind === 'hours'
            ? 'The lab\'s new opening hours no longer include the time of your booking.'
            : `A facility of your booking has been retired and can no longer be lent (${c.words}).`,
    next: 'A reviewer will contact you about it; you may also cancel it yourself from the link below.',
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
  },
};

const reviewerLead = (kind: CaughtIn['kind']): string =>
  kind === 'retirement'
    ? 'An approved booking names a facility retired since'
    : kind === 'hours'
      ? 'An approved booking falls outside its lab\'s opening hours set since'
      : `An approved booking falls inside a ${kind} declared since`;

const reviewerSubject = (kind: CaughtIn['kind'], date: string): string =>
  kind === 'retirement'
    ? `Approved booking of a retired facility (${date})`
    : kind === 'hours'
      ? `Approved booking outside the new opening hours (${date})`
      : `Approved booking inside a ${kind} (${date})`;

/** The once-only key of an approved booking's notice about one closure or outage. */
export const caughtNoticeKey = (operationId: string, bookingId: string): string => `lab-operations:${operationId}:${bookingId}`;

/**
 * The mails about an approved booking a closure or outage now covers: the booker in their
 * language, and each reviewer (in English, as their other mails) with their review link.
 */
export const caughtMails = (
  record: BookingRecord,
  caught: CaughtIn,
  reviewers: readonly Reviewer[],
  links: { review: (bookingId: string, userId: string) => string; booker: (bookingId: string, date: string) => string },
): MailMessage[] => {
  const key = caughtNoticeKey(caught.operationId, record.id);
  const language = bookerLanguageOf(record);
  const words = BOOKER_WORDS[language];
  const booker = BOOKER[language];
  const toBooker = compose([words.greeting(record.name), booker.intro(caught), booker.next], summaryLines(record, words), [{ label: words.myBooking, url: links.booker(record.id, record.date) }], language);
  const reviewerMails = reviewers.map((reviewer): MailMessage => {
    const mail = compose(
      [`${reviewerLead(caught.kind)} (${caught.words}). Please decide whether to cancel it, and tell the booker.`],
      summaryLines(record),
      [{ label: 'Open the booking', url: links.review(record.id, reviewer.userId) }],
    );
    return { key: `${key}:${reviewer.userId}`, to: reviewer.email, subject: reviewerSubject(caught.kind, record.date), ...mail };
  });
  return [{ key: `${key}:booker`, to: record.email, subject: booker.subject(record.date), ...toBooker }, ...reviewerMails];
};
