import {
  bookingCalendar,
  CENTRE_NAME,
  CENTRE_TIMEZONE_DEFAULT,
  evolveBookingRecord,
  type BookingRecord,
  type LabDayEvent,
} from '@centre/contracts';

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
}

export interface MailContext {
  /** The booking an event after its request is about, as its lab-day stream holds it. */
  record?: BookingRecord;
  reviewers: readonly Reviewer[];
  /** A review link signed for this reviewer. */
  reviewLink: (bookingId: string, userId: string) => string;
  /** The booker's signed link to their own page of the booking. */
  bookerLink: (bookingId: string, date: string) => string;
  /** The centre's zone (calendar entries); the centre's default when not given. */
  timezone?: string;
  /** When the event happened (the calendar entry's stamp). */
  at?: Date;
}

const calendarOf = (record: BookingRecord, method: MailCalendar['method'], context: MailContext): MailCalendar => ({
  method,
  content: bookingCalendar(record, method, context.timezone ?? CENTRE_TIMEZONE_DEFAULT, context.at ?? new Date(record.updatedAt)),
});

/** Dates as people read them, with the weekday ('Monday, 30 November 2026'). */
const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
export const longDate = (isoDate: string): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dayFormat.format(date);
};

/** An instant in the centre's zone, for deadlines ('Monday, 30 November 2026 at 10:30'). */
const instantFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: CENTRE_TIMEZONE_DEFAULT,
});
const longInstant = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : instantFormat.format(date);
};

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The booking as every mail shows it: the record's own names for lab, slots and facilities. */
const summaryLines = (record: BookingRecord): Array<[string, string]> => [
  ['Booking', record.id],
  ['Name', record.name],
  ['Email', record.email],
  ['Lab', record.labName],
  ['Date', longDate(record.date)],
  ['Time slots', record.timeSlots.join(', ')],
  ['Facilities', record.facilities.join(', ')],
];

/** Plain text and HTML from the same paragraphs and table, so the two never drift apart. */
const compose = (paragraphs: string[], table: Array<[string, string]>, action?: { label: string; url: string }) => {
  const text = [
    ...paragraphs,
    '',
    ...table.map(([k, v]) => `${k}: ${v}`),
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    `— ${CENTRE_NAME}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...table.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : '',
    `<p>— ${escapeHtml(CENTRE_NAME)}</p></body></html>`,
  ].join('\n');
  return { text, html };
};

const myBooking = (record: BookingRecord, context: MailContext) => ({
  label: 'See or cancel your booking',
  url: context.bookerLink(record.id, record.date),
});

const toReviewers = (eventId: string, record: BookingRecord, context: MailContext): MailMessage[] => {
  const seen = new Set<string>();
  return context.reviewers
    .filter((reviewer) => reviewer.email !== record.email && !seen.has(reviewer.email) && seen.add(reviewer.email))
    .map(
      (reviewer): MailMessage => ({
        key: `${eventId}:reviewer:${reviewer.email}`,
        to: reviewer.email,
        subject: `Booking request to review: ${record.labName}, ${record.date}`,
        ...compose(['A new facility booking request is waiting for your review.'], summaryLines(record), {
          label: 'Review this booking',
          url: context.reviewLink(record.id, reviewer.userId),
        }),
      }),
    );
};

const requested = (eventId: string, record: BookingRecord, context: MailContext): MailMessage[] => {
  const table = summaryLines(record);
  if (record.status === 'requested') {
    // Reviewers hear of it once the booker has confirmed from this mail.
    const confirmBy = record.confirmBy ? longInstant(record.confirmBy) : '';
    return [
      {
        key: `${eventId}:booker`,
        to: record.email,
        subject: `Please confirm your booking request (${record.date})`,
        ...compose(
          [
            `Dear ${record.name},`,
            'We received your booking request. Please confirm it with the link below: only then is it sent to the lab for review.',
            `If it is not confirmed by ${confirmBy}, the request lapses and its time slots are freed.`,
          ],
          table,
          { label: 'Confirm and see your booking', url: context.bookerLink(record.id, record.date) },
        ),
      },
    ];
  }
  const toBooker: MailMessage = {
    key: `${eventId}:booker`,
    to: record.email,
    subject: `We received your booking request (${record.date})`,
    ...compose(
      [`Dear ${record.name},`, 'Your booking request has been noted. A reviewer will approve or reject it, and we will write to you again then.'],
      table,
      myBooking(record, context),
    ),
  };
  return [toBooker, ...toReviewers(eventId, record, context)];
};

const decided = (eventId: string, record: BookingRecord, context: MailContext): MailMessage[] => {
  const notes = record.adminNotes?.trim() ?? '';
  const paragraphs = [
    `Dear ${record.name},`,
    record.status === 'approved'
      ? 'Your booking request has been approved. We look forward to seeing you.'
      : 'We are sorry: your booking request has been rejected, and its time slots are free again.',
    ...(notes ? [`Notes from the reviewer: ${notes}`] : []),
  ];
  return [
    {
      key: `${eventId}:booker`,
      to: record.email,
      subject: `Your booking request was ${record.status} (${record.date})`,
      ...compose(paragraphs, summaryLines(record), myBooking(record, context)),
      // The approval puts the booking in the booker's calendar.
      ...(record.status === 'approved' && { calendar: calendarOf(record, 'REQUEST', context) }),
    },
  ];
};

const cancelled = (eventId: string, record: BookingRecord, context: MailContext, wasApproved: boolean): MailMessage[] => {
  const reason = record.cancelReason?.trim() ?? '';
  const byLab = record.cancelledBy === 'reviewer';
  return [
    {
      key: `${eventId}:booker`,
      to: record.email,
      subject: `Your booking was cancelled (${record.date})`,
      ...compose(
        [
          `Dear ${record.name},`,
          byLab
            ? 'We are sorry: the lab has had to cancel your booking. Its time slots are free again.'
            : 'As you asked, your booking is cancelled and its time slots are free again.',
          ...(reason ? [`Reason: ${reason}`] : []),
        ],
        summaryLines(record),
        myBooking(record, context),
      ),
      // Only an approved booking was put in a calendar: the same UIDs take it out again.
      ...(wasApproved && { calendar: calendarOf(record, 'CANCEL', context) }),
    },
  ];
};

const expired = (eventId: string, record: BookingRecord, context: MailContext): MailMessage[] => [
  {
    key: `${eventId}:booker`,
    to: record.email,
    subject: `Your booking request has lapsed (${record.date})`,
    ...compose(
      [
        `Dear ${record.name},`,
        record.expiredStage === 'unconfirmed'
          ? 'Your booking request was not confirmed from our mail in time, so it has lapsed and its time slots are free again.'
          : 'The lab could not decide on your booking request before its deadline, so it has lapsed and its time slots are free again. We are sorry; you are welcome to book again.',
      ],
      summaryLines(record),
      myBooking(record, context),
    ),
  },
];

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
      return expired(eventId, record, context);
  }
};
