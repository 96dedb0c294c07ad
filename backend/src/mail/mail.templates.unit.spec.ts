import { requestedRecord, type BookingRequested, type LabDayEvent } from '@centre/contracts';
import { mailsFor, type MailContext } from './mail.templates.js';

const request: BookingRequested['data'] = {
  bookingId: 'bk-BioLab-20261130-abc',
  userType: 'student',
  lab: 'BioLab',
  date: '2026-11-30',
  slots: ['09:00', '10:00'],
  facilityIds: [],
  name: 'Ishaan Verma',
  email: 'ishaan@example.edu',
  confirmBy: null,
  decideBy: null,
};
const envelope = { version: 1 as const, eventId: 'e1', occurredAt: '2026-11-21T10:00:00Z', actor: { kind: 'visitor' as const }, correlationId: 'c1' };
/** The booking as its stream holds it when a decision about it is mailed. */
const recordOf = (data: BookingRequested['data']) => requestedRecord(data, '2026-11-21T10:00:00Z');
const context: MailContext = {
  reviewers: ['rev@centre.test', 'admin@centre.test'],
  reviewLink: (id) => `http://localhost:5000/booking-review?id=${id}&token=t0k`,
  bookingUrl: '',
};

describe('mailsFor', () => {
  it('BookingRequested: a confirmation to the booker and the signed review link to each reviewer', () => {
    const event: LabDayEvent = { ...envelope, version: 2, type: 'BookingRequested', data: request };
    const mails = mailsFor('e1', event, context);
    expect(mails.map((m) => [m.key, m.to])).toEqual([
      ['e1:booker', 'ishaan@example.edu'],
      ['e1:reviewer:rev@centre.test', 'rev@centre.test'],
      ['e1:reviewer:admin@centre.test', 'admin@centre.test'],
    ]);
    expect(mails[0]!.text).toContain('9:00 AM - 10:00 AM, 10:00 AM - 11:00 AM');
    expect(mails[0]!.text).toContain('Lab: Bio Lab');
    expect(mails[1]!.subject).toBe('Booking request to review: Bio Lab, 2026-11-30');
    expect(mails[0]!.text).not.toContain('token=');
    for (const reviewerMail of mails.slice(1)) {
      expect(reviewerMail.text).toContain('booking-review?id=bk-BioLab-20261130-abc&token=t0k');
      expect(reviewerMail.html).toContain('href="http://localhost:5000/booking-review?id=bk-BioLab-20261130-abc&amp;token=t0k"');
    }
  });

  it('BookingRequested by a reviewer: they are not mailed twice', () => {
    const event: LabDayEvent = { ...envelope, version: 2, type: 'BookingRequested', data: { ...request, email: 'rev@centre.test' } };
    expect(mailsFor('e1', event, context).map((m) => m.to)).toEqual(['rev@centre.test', 'admin@centre.test']);
  });

  it('BookingApproved: the booker hears of it with the notes', () => {
    const event: LabDayEvent = { ...envelope, eventId: 'e2', type: 'BookingApproved', data: { bookingId: request.bookingId, lab: 'BioLab', date: request.date, notes: 'Bring your ID card' } };
    const [mail, ...rest] = mailsFor('e2', event, { ...context, record: recordOf(request) });
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ key: 'e2:booker', to: 'ishaan@example.edu', subject: 'Your booking request was approved (2026-11-30)' });
    expect(mail!.text).toContain('Notes from the reviewer: Bring your ID card');
    expect(mail!.html).toContain('Notes from the reviewer: Bring your ID card');
  });

  it('BookingRejected: the booker hears of it, HTML-escaped, and without a notes line when none were given', () => {
    const event: LabDayEvent = { ...envelope, eventId: 'e3', type: 'BookingRejected', data: { bookingId: request.bookingId, lab: 'BioLab', date: request.date, notes: '' } };
    const [mail] = mailsFor('e3', event, { ...context, record: recordOf({ ...request, name: 'A <b>bold</b> name' }) });
    expect(mail!.subject).toBe('Your booking request was rejected (2026-11-30)');
    expect(mail!.text).not.toContain('Notes from the reviewer');
    expect(mail!.html).toContain('A &lt;b&gt;bold&lt;/b&gt; name');
  });

  it('a decision whose request cannot be found sends nothing rather than a mail to nobody', () => {
    const event: LabDayEvent = { ...envelope, type: 'BookingApproved', data: { bookingId: 'x', lab: 'BioLab', date: request.date, notes: '' } };
    expect(mailsFor('e4', event, context)).toEqual([]);
  });
});
