import {
  CENTRE_NAME,
  findFacility,
  findLab,
  slotLabel,
  type BookingDecisionV1Data,
  type BookingRequestedV1Data,
  type LabDayEvent,
} from '@centre/contracts';

export interface MailMessage {
  /** Stable per event and recipient: the outbox key and the Message-ID. */
  key: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailContext {
  /** The request this decision is about (found on the lab-day stream). */
  request?: BookingRequestedV1Data;
  reviewers: readonly string[];
  reviewLink: (bookingId: string) => string;
  bookingUrl: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const summaryLines = (request: BookingRequestedV1Data): Array<[string, string]> => {
  const lab = findLab(request.lab);
  return [
    ['Booking', request.bookingId],
    ['Name', request.name],
    ['Email', request.email],
    ['Lab', lab?.name ?? request.lab],
    ['Date', request.date],
    ['Time slots', request.slots.map((id) => slotLabel(id) ?? id).join(', ')],
    ['Facilities', request.facilityIds.map((id) => findFacility(request.lab, id)?.name ?? id).join(', ')],
  ];
};

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

const requested = (eventId: string, data: BookingRequestedV1Data, context: MailContext): MailMessage[] => {
  const table = summaryLines(data);
  const toBooker: MailMessage = {
    key: `${eventId}:booker`,
    to: data.email,
    subject: `We received your booking request (${data.date})`,
    ...compose(
      [`Dear ${data.name},`, 'Your booking request has been noted. A reviewer will approve or reject it, and we will write to you again then.'],
      table,
    ),
  };
  const toReviewers = [...new Set(context.reviewers)]
    .filter((reviewer) => reviewer !== data.email)
    .map(
      (reviewer): MailMessage => ({
        key: `${eventId}:reviewer:${reviewer}`,
        to: reviewer,
        subject: `Booking request to review: ${findLab(data.lab)?.name ?? data.lab}, ${data.date}`,
        ...compose(['A new facility booking request is waiting for your review.'], table, {
          label: 'Review this booking',
          url: context.reviewLink(data.bookingId),
        }),
      }),
    );
  return [toBooker, ...toReviewers];
};

const decided = (
  eventId: string,
  outcome: 'approved' | 'rejected',
  data: BookingDecisionV1Data,
  context: MailContext,
): MailMessage[] => {
  const request = context.request;
  if (!request) return [];
  const paragraphs = [
    `Dear ${request.name},`,
    outcome === 'approved'
      ? 'Your booking request has been approved. We look forward to seeing you.'
      : 'We are sorry: your booking request has been rejected, and its time slots are free again.',
    ...(data.notes.trim() ? [`Notes from the reviewer: ${data.notes.trim()}`] : []),
  ];
  return [
    {
      key: `${eventId}:booker`,
      to: request.email,
      subject: `Your booking request was ${outcome} (${request.date})`,
      ...compose(paragraphs, summaryLines(request)),
    },
  ];
};

/** Which mails an event causes (DESIGN.md section 7). Pure: the edge supplies the context. */
export const mailsFor = (eventId: string, event: LabDayEvent, context: MailContext): MailMessage[] => {
  switch (event.type) {
    case 'BookingRequested':
      return requested(eventId, event.data, context);
    case 'BookingApproved':
      return decided(eventId, 'approved', event.data, context);
    case 'BookingRejected':
      return decided(eventId, 'rejected', event.data, context);
  }
};
