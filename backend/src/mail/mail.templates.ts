import { CENTRE_NAME, evolveBookingRecord, type BookingRecord, type LabDayEvent } from '@centre/contracts';

export interface MailMessage {
  /** Stable per event and recipient: the outbox key and the Message-ID. */
  key: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailContext {
  /** The booking a decision is about, as its lab-day stream holds it. */
  record?: BookingRecord;
  reviewers: readonly string[];
  reviewLink: (bookingId: string) => string;
  bookingUrl: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The booking as every mail shows it: the record's own names for lab, slots and facilities. */
const summaryLines = (record: BookingRecord): Array<[string, string]> => [
  ['Booking', record.id],
  ['Name', record.name],
  ['Email', record.email],
  ['Lab', record.labName],
  ['Date', record.date],
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

const requested = (eventId: string, record: BookingRecord, context: MailContext): MailMessage[] => {
  const table = summaryLines(record);
  const toBooker: MailMessage = {
    key: `${eventId}:booker`,
    to: record.email,
    subject: `We received your booking request (${record.date})`,
    ...compose(
      [`Dear ${record.name},`, 'Your booking request has been noted. A reviewer will approve or reject it, and we will write to you again then.'],
      table,
    ),
  };
  const toReviewers = [...new Set(context.reviewers)]
    .filter((reviewer) => reviewer !== record.email)
    .map(
      (reviewer): MailMessage => ({
        key: `${eventId}:reviewer:${reviewer}`,
        to: reviewer,
        subject: `Booking request to review: ${record.labName}, ${record.date}`,
        ...compose(['A new facility booking request is waiting for your review.'], table, {
          label: 'Review this booking',
          url: context.reviewLink(record.id),
        }),
      }),
    );
  return [toBooker, ...toReviewers];
};

const decided = (eventId: string, record: BookingRecord): MailMessage[] => {
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
      ...compose(paragraphs, summaryLines(record)),
    },
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
  // A decision whose request cannot be found sends nothing rather than a mail to nobody.
  const record = context.record ? evolveBookingRecord(context.record, event) : null;
  return record ? decided(eventId, record) : [];
};
