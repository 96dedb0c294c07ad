import {
  bookerLanguageOf,
  bookingCalendar,
  CENTRE_NAME,
  CENTRE_TIMEZONE_DEFAULT,
  evolveBookingRecord,
  type BookingExpired,
  type BookingRecord,
  type LabDayEvent,
} from '@centre/contracts';
import { BOOKER_WORDS, type BookerWords } from './booker-mail.words.js';

/** A calendar entry sent with a mail (text/calendar), so the booker's calendar adds or removes it. */
export interface MailCalendar {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

export interface MailMessage {
  /** Stable per event and recipient: the outbox key and the Message-ID. */
  key: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  calendar?: MailCalendar;
}

/** Someone who may decide bookings, as the mails address them. */
export interface Reviewer {
  userId: string;
  email: string;
  /** The labs they review; absent or empty: every lab (admins, and reviewers given none). */
  labs?: readonly string[];
}

/** Whether `reviewer` is mailed about bookings of `lab`: every reviewer mail asks this. */
export const reviewsLab = (reviewer: Reviewer, lab: string): boolean =>
  reviewer.labs === undefined || reviewer.labs.length === 0 || reviewer.labs.includes(lab);

export interface MailContext {
  /** The booking an event after its request is about, as its lab-day stream holds it. */
  record?: BookingRecord;
  reviewers: readonly Reviewer[];
  /** A review link signed for this reviewer. */
  reviewLink: (bookingId: string, userId: string) => string;
  /** The booker's signed link to their own page of the booking. */
  bookerLink: (bookingId: string, date: string) => string;
  /** The booking form opened on a lab: a lapsed request's way to book again. */
  bookAgainLink?: (lab: string) => string;
  /** The centre's zone (calendar entries, deadlines); the centre's default when not given. */
  timezone?: string;
  /** When the event happened (the calendar entry's stamp). */
  at?: Date;
}

/** The booking form opened on a lab (the site's `/booking?lab=`): where a lapsed request books again. */
export const bookingFormUrl = (baseUrl: string, lab: string): string =>
  `${baseUrl.replace(/\/+$/, '')}/booking?lab=${encodeURIComponent(lab)}`;

const calendarOf = (record: BookingRecord, method: MailCalendar['method'], context: MailContext): MailCalendar => ({
  method,
  content: bookingCalendar(record, method, context.timezone ?? CENTRE_TIMEZONE_DEFAULT, context.at ?? new Date(record.updatedAt)),
});

/** Formatters are costly to build: one per locale and zone, kept. */
const formats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (locale: string, timeZone: string, withTime: boolean): Intl.DateTimeFormat => {
  const key = `${locale}|${timeZone}|${withTime}`;
  let format = formats.get(key);
  if (!format) {
    const day = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
    const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    format = new Intl.DateTimeFormat(locale, { ...day, ...(withTime && time), timeZone });
    formats.set(key, format);
  }
  return format;
};

/** Dates as people read them, with the weekday ('Monday, 30 November 2026', 'सोमवार, ३० नोव्हेंबर, २०२६'). */
export const longDate = (isoDate: string, locale = BOOKER_WORDS.en.locale): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : formatOf(locale, 'UTC', false).format(date);
};

/** An instant in the centre's zone, for deadlines ('Monday, 30 November 2026 at 10:30'). */
export const longInstant = (iso: string, locale: string, context: Pick<MailContext, 'timezone'>): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatOf(locale, context.timezone ?? CENTRE_TIMEZONE_DEFAULT, true).format(date);
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The booking as every mail shows it: the record's own names for lab, slots and facilities. */
export const summaryLines = (record: BookingRecord, words: BookerWords = BOOKER_WORDS.en): Array<[string, string]> => [
  [words.labels.booking, record.id],
  [words.labels.name, record.name],
  [words.labels.email, record.email],
  [words.labels.lab, record.labName],
  [words.labels.date, longDate(record.date, words.locale)],
  [words.labels.timeSlots, record.timeSlots.join(', ')],
  [words.labels.facilities, record.facilities.join(', ')],
];

export interface MailAction {
  label: string;
  url: string;
}

/** Plain text and HTML from the same paragraphs and table, so the two never drift apart. */
export const compose = (paragraphs: string[], table: Array<[string, string]>, actions: MailAction[] = [], lang = 'en') => {
  const text = [
    ...paragraphs,
    '',
    ...table.map(([k, v]) => `${k}: ${v}`),
    ...actions.flatMap((action) => ['', `${action.label}: ${action.url}`]),
    '',
    `— ${CENTRE_NAME}`,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:system-ui,sans-serif;color:#1f2937">`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...table.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    ...actions.map((action) => `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`),
    `<p>— ${escapeHtml(CENTRE_NAME)}</p></body></html>`,
  ].join('\n');
  return { text, html };
};

/** A mail to the booker, in their language. */
const toBooker = (
  eventId: string,
  record: BookingRecord,
  subject: (words: BookerWords) => string,
  paragraphs: (words: BookerWords) => string[],
  actions: (words: BookerWords) => MailAction[],
): MailMessage => {
  const language = bookerLanguageOf(record);
  const words = BOOKER_WORDS[language];
  return {
    key: `${eventId}:booker`,
    to: record.email,
    subject: subject(words),
    ...compose([words.greeting(record.name), ...paragraphs(words)], summaryLines(record, words), actions(words), language),
  };
};

const myBooking = (record: BookingRecord, context: MailContext) => (words: BookerWords): MailAction[] => [
  { label: words.myBooking, url: context.bookerLink(record.id, record.date) },
];

const toReviewers = (eventId: string, record: BookingRecord, context: MailContext): MailMessage[] => {
  const seen = new Set<string>();
  return context.reviewers
    .filter((reviewer) => reviewsLab(reviewer, record.lab) && reviewer.email !== record.email && !seen.has(reviewer.email) && seen.add(reviewer.email))
    .map(
      (reviewer): MailMessage => ({
        key: `${eventId}:reviewer:${reviewer.email}`,
        to: reviewer.email,
        subject: `Booking request to review: ${record.labName}, ${record.date}`,
        ...compose(['A new facility booking request is waiting for your review.'], summaryLines(record), [
          { label: 'Review this booking', url: context.reviewLink(record.id, reviewer.userId) },
        ]),
      }),
    );
};

const requested = (eventId: string, record: BookingRecord, context: MailContext): MailMessage[] => {
  if (record.status === 'requested') {
    // Reviewers hear of it once the booker has confirmed from this mail.
    const { confirmBy } = record;
    return [
      toBooker(
        eventId,
        record,
        (w) => w.confirm.subject(record.date),
        (w) => [w.confirm.intro, w.confirm.deadline(confirmBy ? longInstant(confirmBy, w.locale, context) : '')],
        (w) => [{ label: w.confirm.action, url: context.bookerLink(record.id, record.date) }],
      ),
    ];
  }
  const receipt = toBooker(eventId, record, (w) => w.received.subject(record.date), (w) => [w.received.intro], myBooking(record, context));
  return [receipt, ...toReviewers(eventId, record, context)];
};

const decided = (eventId: string, record: BookingRecord, context: MailContext): MailMessage[] => {
  const notes = record.adminNotes?.trim() ?? '';
  const approved = record.status === 'approved';
  const words = (w: BookerWords) => (approved ? w.approved : w.rejected);
  return [
    {
      ...toBooker(
        eventId,
        record,
        (w) => words(w).subject(record.date),
        (w) => [words(w).intro, ...(notes ? [w.notes(notes)] : [])],
        myBooking(record, context),
      ),
      // The approval puts the booking in the booker's calendar.
      ...(approved && { calendar: calendarOf(record, 'REQUEST', context) }),
    },
  ];
};

const cancelled = (eventId: string, record: BookingRecord, context: MailContext, wasApproved: boolean): MailMessage[] => {
  const reason = record.cancelReason?.trim() ?? '';
  const byLab = record.cancelledBy === 'reviewer';
  return [
    {
      ...toBooker(
        eventId,
        record,
        (w) => w.cancelled.subject(record.date),
        (w) => [byLab ? w.cancelled.byLab : w.cancelled.byBooker, ...(reason ? [w.cancelled.reason(reason)] : [])],
        myBooking(record, context),
      ),
      // Only an approved booking was put in a calendar: the same UIDs take it out again.
      ...(wasApproved && { calendar: calendarOf(record, 'CANCEL', context) }),
    },
  ];
};

/** Tells the booker which deadline passed and when, and gives them the way to book again. */
const expired = (eventId: string, event: BookingExpired, record: BookingRecord, context: MailContext): MailMessage[] => {
  const { stage, deadline } = event.data;
  const { bookAgainLink } = context;
  return [
    toBooker(
      eventId,
      record,
      (w) => w.expired.subject(record.date),
      (w) => {
        const when = longInstant(deadline, w.locale, context);
        return [stage === 'unconfirmed' ? w.expired.unconfirmed(when) : w.expired.undecided(when), ...(bookAgainLink ? [w.expired.bookAgain] : [])];
      },
      (w) => [
        ...(bookAgainLink ? [{ label: w.expired.bookAgainAction, url: bookAgainLink(record.lab) }] : []),
        ...myBooking(record, context)(w),
      ],
    ),
  ];
};

/**
 * Which mails an event causes (DESIGN.md section 7), rendered from the booking's record after
 * the event. Pure: the edge supplies the context.
 */
export const mailsFor = (eventId: string, event: LabDayEvent, context: MailContext): MailMessage[] => {
  if (event.type === 'BookingRequested') {
    const record = evolveBookingRecord(null, event);
    return record ? requested(eventId, record, context) : [];
  }
  // An event whose request cannot be found sends nothing rather than a mail to nobody.
  const record = context.record ? evolveBookingRecord(context.record, event) : null;
  if (!record) return [];
  switch (event.type) {
    case 'BookingConfirmed':
      return toReviewers(eventId, record, context);
    case 'BookingApproved':
    case 'BookingRejected':
      return decided(eventId, record, context);
    case 'BookingCancelled':
      return cancelled(eventId, record, context, context.record?.status === 'approved');
    case 'BookingExpired':
      return expired(eventId, event, record, context);
    // A flag's mails are booking-flag-mails' (flagMailsFor).
    case 'BookingFlagged':
    case 'BookingFlagCleared':
      return [];
  }
};
